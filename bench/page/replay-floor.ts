// The IndexedDB floor of a replay: the same queue (queued by the product, sealed), each entry it
// sends read once and deleted once, each row read once and written once, in rounds of 100 as the
// product sends them, with plain IndexedDB requests and nothing else: no HTTP, no opening, no
// engine. What this takes is what this machine's IndexedDB asks of a replay that keeps its queue
// and rows as the product does (each entry the server took leaves the outbox, each row is given
// its server id); its speed moves between machines and runs more than the product's own work
// does, so the loopback row shows the product beside it.
import { ClinicDb } from '../../src/db/index';
import { batchLimit } from '../../src/domain/sync-batch';
import { queueIntakes } from './replay-queue';
import { timed } from './timing';

interface Queued { seq: number; table: string; localId: string; chain: string }

const request = <T>(r: IDBRequest<T>) => new Promise<T>((resolve, reject) => {
  r.onsuccess = () => resolve(r.result);
  r.onerror = () => reject(r.error);
});
const committed = (tx: IDBTransaction) => new Promise<void>((resolve, reject) => {
  tx.oncomplete = () => resolve();
  tx.onerror = () => reject(tx.error);
  tx.onabort = () => reject(tx.error);
});
/** One span from the smallest key to the largest (the cheapest read of keys made in order). */
const spanOf = (keys: IDBValidKey[]) => IDBKeyRange.bound(keys.reduce((a, b) => (indexedDB.cmp(a, b) <= 0 ? a : b)), keys.reduce((a, b) => (indexedDB.cmp(a, b) >= 0 ? a : b)));

/** The entries in the rounds the product sends them in: each intake, then each test (a test
 * waits for its client's server id), at most `batchLimit` a round. */
function roundsOf(entries: Queued[]): Queued[][] {
  const rounds: Queued[][] = [];
  for (const table of ['clients', 'screeningTests']) {
    const ofTable = entries.filter((e) => e.table === table);
    for (let at = 0; at < ofTable.length; at += batchLimit) rounds.push(ofTable.slice(at, at + batchLimit));
  }
  return rounds;
}

/** One round: the claim (its entries and the rows their calls read, the sending row written),
 * then the write-back (its rows given a server id, its entries deleted, the sending row emptied),
 * a transaction each. */
async function floorRound(idb: IDBDatabase, round: Queued[], serverIdBase: number): Promise<void> {
  const stores = ['outbox', 'sending', 'clients', 'screeningTests'];
  const table = round[0]!.table;
  const rowKeys = round.map((e) => e.localId);
  const wanted = table === 'clients' ? [['clients', rowKeys]] as const : [['clients', round.map((e) => e.chain)], [table, rowKeys]] as const;
  const claim = idb.transaction(stores, 'readwrite');
  const claimed = committed(claim);
  await Promise.all([
    request(claim.objectStore('outbox').getAll(spanOf(round.map((e) => e.seq)))),
    request(claim.objectStore('sending').put({ key: 'now', seqs: round.map((e) => e.seq) })),
    ...wanted.map(([name, keys]) => request(claim.objectStore(name).getAll(spanOf([...keys])))),
  ]);
  await claimed;
  const writeBack = idb.transaction(stores, 'readwrite');
  const written = committed(writeBack);
  const rows = writeBack.objectStore(table);
  const outbox = writeBack.objectStore('outbox');
  const rowValues = await request(rows.getAll(spanOf(rowKeys)));
  const mine = new Set(rowKeys);
  (rowValues as Array<Record<string, unknown>>).filter((row) => mine.has(row.localId as string)).forEach((row, i) => rows.put({ ...row, serverId: serverIdBase + i, version: 1 }));
  for (const { seq } of round) outbox.delete(seq);
  writeBack.objectStore('sending').delete('now');
  await written;
}

/** The floor's time in ms for a queue of `count` intakes with a test each. */
export async function replayFloor(count: number, codePrefix: number): Promise<number> {
  const db = new ClinicDb(`bench-floor-${Date.now()}`);
  await db.open();
  try {
    await queueIntakes(db, count, codePrefix, { test: true, photos: 0 });
    const idb = db.backendDB();
    const entries = await request(idb.transaction('outbox').objectStore('outbox').getAll()) as Queued[];
    const rounds = roundsOf(entries);
    const run = await timed('replay:floor', async () => {
      for (const [i, round] of rounds.entries()) await floorRound(idb, round, 1 + i * batchLimit);
    });
    return run.ms;
  } finally {
    db.close();
    await db.delete();
  }
}
