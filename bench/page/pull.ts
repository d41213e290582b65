// Pull: applying 10,000 server changes (db/pull-apply, pages of 200 like the engine's default)
// vs the limit, a bare bulkPut of the same rows in the same pages, page by page side by side.
// Fresh databases each round: an empty tablet (a first pull), or one that already holds the rows
// at version 1 and pulls their version 2 (edits made on other tablets).
import { ClinicDb, type ClientRow } from '../../src/db/index';
import { applyChangesPage, type ServerChange } from '../../src/db/pull/apply';
import { uuidV7 } from '../../src/domain/uuid-v7';
import { clientFields, clientRow, nationalCodeOf, relock } from './fixtures';
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

async function freshDb(held: ClientRow[]): Promise<ClinicDb> {
  const db = new ClinicDb(`bench-pull-${Date.now()}-${Math.random()}`);
  await db.open();
  for (const page of pages(held, 2_000)) await db.clients.bulkPut(page);
  return db;
}

/** `held`: the tablet already holds the rows (version 1) and the changes bring version 2.
 * Each round pulls into two fresh databases side by side, page by page, who goes first
 * alternating per page: on a shared, loaded machine the load then falls on both alike. */
export async function benchPull(count: number, rounds: number, held = false, pageSize = 200): Promise<PullResult> {
  const localIds = localIdsOf(count);
  const changes = pages(changesOf(localIds, held ? 2 : 1), pageSize);
  // The same rows as the applier writes.
  const rows = pages(rowsOf(changes.flat()), pageSize);
  const before = held ? rowsOf(changesOf(localIds, 1)) : [];
  const result: PullResult = { changes: count, applyMs: [], bulkPutMs: [], applied: 0 };
  for (let round = 0; round < rounds; round++) {
    const [applyDb, bareDb] = [await freshDb(before), await freshDb(before)];
    relock(); // the held rows read as a tablet reads rows written days ago
    let [applyMs, bareMs, applied] = [0, 0, 0];
    const apply = async (i: number) => {
      const run = await timed('pull:apply', () => applyChangesPage(applyDb, changes[i]!, i + 1, Date.now()));
      applyMs += run.ms;
      applied += run.value;
    };
    const bare = async (i: number) => {
      bareMs += (await timed('pull:bulkPut', () => bareDb.transaction('rw', bareDb.clients, () => bareDb.clients.bulkPut(rows[i]!)))).ms;
    };
    try {
      for (let i = 0; i < changes.length; i++) {
        if ((i + round) % 2 === 0) { await apply(i); await bare(i); } else { await bare(i); await apply(i); }
      }
    } finally {
      for (const db of [applyDb, bareDb]) {
        db.close();
        await db.delete();
      }
    }
    result.applyMs.push(applyMs);
    result.bulkPutMs.push(bareMs);
    result.applied = applied;
  }
  return result;
}
