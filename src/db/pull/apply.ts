// Applies one page of sync/changes in ONE transaction, counters included. A change to a local row
// with entries still waiting is kept back (deferred.ts) and applied by a later page once they
// finish; a change older than the row is passed over. A client delete takes what hangs on the
// client with it (writeback/client-deleted-on-server.ts). Server rows map to local rows by the
// echoed localId, else by serverId.
// Batched, since a few requests per change cost many times a bare bulkPut: per table one bulkGet and
// one serverId anyOf for the changes the echo did not match, the changes applied in order to rows
// in memory, then one bulkDelete + bulkPut per table and one counter write.
// Inside the transaction nothing is awaited that does no IndexedDB work: Dexie keeps a transaction
// across at most 100 such awaits in a row, and a page of 200 new clients that awaited a lookup
// returning at once for each would be committed early (PrematureCommitError: the pull fails).
import { dropDeletedClientRows } from '../writeback/index';
import { diseaseDataOf } from '../records/index';
import { CounterTally } from '../records/index';
import { listFlags } from '../records/index';
import type { ClinicDb } from '../store/index';
import { Deferrals, takeReadyDeferred } from './deferred';
import { localEntityOf, type LocalEntity } from './entities';
import { PageTable } from './page-table';
import { WaitingRows } from './waiting';
import { toLocalRow, type LocalRow, type ServerChange } from './rows';
import { recordTableNames } from '../store/index';
import type { ClientRow } from '../store/index';
import { openCountOfChain, outboxTable, sendingTable } from '../outbox/index';

export type { ServerChange } from './rows';

/** The scope of a pull with no signed-in role (tests, tools). */
export const defaultScope = 'default';

type PlannedChange = { change: ServerChange; target: LocalEntity; data: Record<string, unknown> };

const isOlder = (change: ServerChange, row: LocalRow) =>
  change.version !== undefined && row.version !== undefined && change.version < row.version;

/** `scope`: the read scope (role) whose cursor this page moves. */
export async function applyChangesPage(db: ClinicDb, changes: ServerChange[], cursor: unknown, now: number, scope = defaultScope): Promise<number> {
  let applied = 0;
  const tables = [
    db.clients, db.documents, outboxTable, sendingTable, db.counters, db.syncState, db.deferredChanges, db.photoCache, db.merges, db.followUps,
    ...recordTableNames.map((t) => db.table(t)),
  ];
  await db.transaction('rw', tables, async () => {
    // The page's first reads go together (one after another, each waited a trip to IndexedDB):
    // what waits in the outbox, what was kept back, the sync state, the rows the changes touch.
    const fresh = plannedOf(changes);
    const hasClients = (list: PlannedChange[]) => list.some((p) => p.target.table === 'clients');
    const [waiting, deferred, state, freshPages, freshTally] = await Promise.all([
      WaitingRows.load(db), db.deferredChanges.toArray(), db.syncState.get('main'), loadPages(db, fresh),
      hasClients(fresh) ? CounterTally.load(db) : undefined,
    ]);
    // Kept-back changes whose rows no longer wait go first (they are older); their rows are read too.
    const ready = plannedOf(await takeReadyDeferred(db, waiting, deferred));
    const planned = [...ready, ...fresh];
    const pages = ready.length > 0 ? await loadPages(db, planned) : freshPages;
    const tally = freshTally ?? (hasClients(ready) ? await CounterTally.load(db) : undefined);
    await waiting.preload([...pages.values()].flatMap((page) => page.localIds()));
    const clients = pages.get('clients') as PageTable<ClientRow> | undefined;
    const clientOf = (serverId: unknown) => clients?.firstByServerId(serverId);
    const deferrals = new Deferrals(now);
    const deletedClients: string[] = [];
    for (const { change, target, data } of planned) {
      const page = pages.get(target.table)!;
      const echoed = typeof data.localId === 'string' ? page.get(data.localId) : undefined;
      const diseaseDataClient = echoed ? undefined : clientOfDiseaseData(target, change, clientOf);
      const existing = echoed ?? page.firstByServerId(change.id)
        ?? (diseaseDataClient && (await diseaseDataOf(db, diseaseDataClient.localId).then((row) => row && page.adopt(row))));
      if (existing && !waiting.knows(existing.localId)) await waiting.preload([existing.localId]);
      if (existing && change.op === 'delete' && target.table === 'clients') {
        // The page holds client rows' plain fields only: the row kept hidden is read whole.
        const client = (await clients!.whole(existing.localId))!;
        const open = await openCountOfChain(db, client.localId);
        if (open > 0) {
          // Hidden at once; the row itself goes once nobody needs it to tell whose work was refused.
          const hidden: ClientRow = { ...client, deleted: 1, ...listFlags({ ...client, deleted: 1 }) };
          page.put(hidden);
          tally!.move(client, hidden);
          deferrals.add('clients', client, change);
        } else {
          page.delete(client.localId);
          tally!.move(client, undefined);
        }
        deletedClients.push(client.localId);
        applied += 1;
        continue;
      }
      // Follow-ups are never written here through the outbox: none waits.
      if (existing && target.table !== 'followUps' && waiting.has(existing.localId)) {
        deferrals.add(target.table, existing, change);
        continue;
      }
      if (change.op === 'delete') {
        if (existing) {
          page.delete(existing.localId);
          applied += 1;
        }
        continue;
      }
      if (existing && isOlder(change, existing)) continue;
      const row = toLocalRow(target, change, existing, now, clientOf);
      if (!row) continue;
      page.put(row);
      if (target.table === 'clients') tally!.move(existing as ClientRow | undefined, row as ClientRow);
      applied += 1;
    }
    const cursors = cursor == null ? state?.cursors : { ...state?.cursors, [scope]: String(cursor) };
    await Promise.all([
      ...[...pages.values()].map((page) => page.write()), tally?.write(), deferrals.write(db),
      db.syncState.put({ ...state, key: 'main', cursors, lastPullAt: new Date(now).toISOString() }),
    ]);
    // After the page's own writes, so a row the page put is not written back over the removal.
    for (const localId of deletedClients) await dropDeletedClientRows(db, localId);
  });
  return applied;
}

function plannedOf(changes: ServerChange[]): PlannedChange[] {
  return changes.flatMap((change): PlannedChange[] => {
    const target = localEntityOf(change.entity);
    return target ? [{ change, target, data: change.data ?? {} }] : [];
  });
}

/** Ready deferred changes, after their rows' entries finished (a conflict settled, a refusal discarded). */
export function applyDeferredChanges(db: ClinicDb, now = Date.now()): Promise<number> {
  return applyChangesPage(db, [], null, now);
}

/** Disease data is one record per client: the server's lands on the row this tablet made for that
 * client before it knew the server's id (a save still waiting there keeps the change back). The
 * client, if it is known here; the caller reads its row (an await only where IndexedDB is read). */
function clientOfDiseaseData(target: LocalEntity, change: ServerChange, clientOf: (serverId: unknown) => ClientRow | undefined): ClientRow | undefined {
  if (target.table !== 'diseaseData' || change.op !== 'upsert') return undefined;
  const clientId = change.data?.clientId ?? change.data?.client_id;
  return clientId === undefined || clientId === null ? undefined : clientOf(clientId);
}

/** Every table the page touches, with the rows its lookups can reach (records look up their client). */
async function loadPages(db: ClinicDb, planned: PlannedChange[]): Promise<Map<string, PageTable<LocalRow>>> {
  const wanted = new Map<string, { lookups: Array<{ localId?: string; serverId: unknown }>; also: Set<unknown> }>();
  const want = (table: string) => {
    const entry = wanted.get(table) ?? { lookups: [], also: new Set<unknown>() };
    wanted.set(table, entry);
    return entry;
  };
  for (const { change, target, data } of planned) {
    want(target.table).lookups.push({ localId: typeof data.localId === 'string' ? data.localId : undefined, serverId: change.id });
    const clientId = data.clientId ?? data.client_id;
    if (target.table !== 'clients' && clientId !== undefined && clientId !== null) want('clients').also.add(clientId);
  }
  // Client rows are matched, versioned and counted by their plain fields alone: none is opened
  // (opening 200 held rows a page would cost a large part of the page's own writes).
  const loaded = await Promise.all([...wanted].map(async ([name, { lookups, also }]) =>
    [name, await PageTable.load(db.table<LocalRow, string>(name), lookups, also, name === 'clients')] as const));
  return new Map(loaded);
}
