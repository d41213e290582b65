// Pull: applying 10,000 server changes (db/pull-apply, pages of 200 like the engine's default)
// vs the limit, a bare bulkPut of the same rows in the same pages. Fresh database each run.
import { ClinicDb, type ClientRow } from '../../src/db/index';
import { applyChangesPage, type ServerChange } from '../../src/db/pull-apply';
import { uuidV7 } from '../../src/domain/uuid-v7';
import { clientFields, clientRow, nationalCodeOf } from './fixtures';
import { timed } from './timing';

export interface PullResult {
  changes: number;
  /** ms per run of the whole 10,000 */
  applyMs: number[];
  bulkPutMs: number[];
  applied: number;
}

function changesOf(count: number): ServerChange[] {
  const start = Date.UTC(2025, 0, 1);
  return Array.from({ length: count }, (_, n) => {
    const ms = start + n * 60_000;
    const at = new Date(ms).toISOString();
    // Clients made on other tablets: the server echoes the localId they were given there.
    const data = { id: n + 1, localId: uuidV7(ms), ...clientFields(nationalCodeOf(5, n), n), createdAt: at, updatedAt: at, version: 1, submitted: true };
    return { entity: 'client', id: n + 1, op: 'upsert' as const, version: 1, data };
  });
}

function pages<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function withFreshDb<T>(work: (db: ClinicDb) => Promise<T>): Promise<T> {
  const db = new ClinicDb(`bench-pull-${Date.now()}-${Math.random()}`);
  await db.open();
  try {
    return await work(db);
  } finally {
    db.close();
    await db.delete();
  }
}

export async function benchPull(count: number, rounds: number, pageSize = 200): Promise<PullResult> {
  const changes = changesOf(count);
  // The same rows as the applier writes.
  const rows: ClientRow[] = changes.map((c) =>
    clientRow(String(c.data!.localId), clientFields(String(c.data!.nationalCode), Number(c.id)), String(c.data!.createdAt), Number(c.id)));
  const result: PullResult = { changes: count, applyMs: [], bulkPutMs: [], applied: 0 };
  for (let round = 0; round < rounds; round++) {
    const runApply = () => withFreshDb(async (db) => {
      const run = await timed('pull:apply', async () => {
        let applied = 0;
        for (const [i, page] of pages(changes, pageSize).entries()) applied += await applyChangesPage(db, page, i + 1, Date.now());
        return applied;
      });
      result.applyMs.push(run.ms);
      result.applied = run.value;
    });
    const runBare = () => withFreshDb(async (db) => {
      const run = await timed('pull:bulkPut', async () => {
        for (const page of pages(rows, pageSize)) await db.transaction('rw', db.clients, () => db.clients.bulkPut(page));
      });
      result.bulkPutMs.push(run.ms);
    });
    if (round % 2 === 0) { await runApply(); await runBare(); } else { await runBare(); await runApply(); }
  }
  return result;
}
