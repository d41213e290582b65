// Pull: applying 10,000 server changes (db/pull-apply, pages of 200 like the engine's default)
// vs the limit, a bare bulkPut of the same rows in the same pages. Fresh database each run: an
// empty tablet (a first pull), or one that already holds the rows at version 1 and pulls their
// version 2 (edits made on other tablets).
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

const start = Date.UTC(2025, 0, 1);

/** Clients made on other tablets: the server echoes the localId they were given there. */
function localIdsOf(count: number): string[] {
  return Array.from({ length: count }, (_, n) => uuidV7(start + n * 60_000));
}

function changesOf(localIds: string[], version: number): ServerChange[] {
  return localIds.map((localId, n) => {
    const at = new Date(start + n * 60_000).toISOString();
    const data = { id: n + 1, localId, ...clientFields(nationalCodeOf(5, n), n), createdAt: at, updatedAt: at, version, submitted: true };
    return { entity: 'client', id: n + 1, op: 'upsert' as const, version, data };
  });
}

/** The rows db/ keeps for these changes, at the changes' version. */
function rowsOf(changes: ServerChange[]): ClientRow[] {
  return changes.map((c) => ({
    ...clientRow(String(c.data!.localId), clientFields(String(c.data!.nationalCode), Number(c.id) - 1), String(c.data!.createdAt), Number(c.id)),
    version: c.version,
  }));
}

function pages<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function withFreshDb<T>(held: ClientRow[], work: (db: ClinicDb) => Promise<T>): Promise<T> {
  const db = new ClinicDb(`bench-pull-${Date.now()}-${Math.random()}`);
  await db.open();
  try {
    for (const page of pages(held, 2_000)) await db.clients.bulkPut(page);
    return await work(db);
  } finally {
    db.close();
    await db.delete();
  }
}

/** `held`: the tablet already holds the rows (version 1) and the changes bring version 2. */
export async function benchPull(count: number, rounds: number, held = false, pageSize = 200): Promise<PullResult> {
  const localIds = localIdsOf(count);
  const changes = changesOf(localIds, held ? 2 : 1);
  // The same rows as the applier writes.
  const rows = rowsOf(changes);
  const before = held ? rowsOf(changesOf(localIds, 1)) : [];
  const result: PullResult = { changes: count, applyMs: [], bulkPutMs: [], applied: 0 };
  for (let round = 0; round < rounds; round++) {
    const runApply = () => withFreshDb(before, async (db) => {
      const run = await timed('pull:apply', async () => {
        let applied = 0;
        for (const [i, page] of pages(changes, pageSize).entries()) applied += await applyChangesPage(db, page, i + 1, Date.now());
        return applied;
      });
      result.applyMs.push(run.ms);
      result.applied = run.value;
    });
    const runBare = () => withFreshDb(before, async (db) => {
      const run = await timed('pull:bulkPut', async () => {
        for (const page of pages(rows, pageSize)) await db.transaction('rw', db.clients, () => db.clients.bulkPut(page));
      });
      result.bulkPutMs.push(run.ms);
    });
    if (round % 2 === 0) { await runApply(); await runBare(); } else { await runBare(); await runApply(); }
  }
  return result;
}
