// Rows read without their sealed part: only the fields their table keeps plain (keys, versions,
// timestamps, list flags: sealed-tables.ts), a hashed index field left out too. For a reader
// inside a transaction that needs nothing else: a pull page matching the client rows the tablet
// holds (opening 200 held rows a page would cost a large part of the page's writes), the
// parents and rows a push round builds its calls from (their server ids, versions, subtypes). The
// request goes down Dexie's own stack (DBCore) with a mark the sealing layer reads (no row is
// opened, no key needed); a row read this way lacks its sealed fields and is never written back.
import { cmp, Dexie, type DBCoreGetManyRequest, type DBCoreKeyRange, type DBCoreQueryRequest, type Table } from 'dexie';

type Row = Record<string, unknown>;

/** The mark on a DBCore query: answer with plain parts (encryption-middleware.ts). */
export const plainOnly = 'plainOnly';

/** Only inside a read-write transaction: there Dexie's cache of live queries never keeps an answer. */
export function readWrite(): IDBTransaction {
  const trans = Dexie.currentTransaction;
  if (trans?.mode !== 'readwrite') throw new Error('plain rows: a read-write transaction only');
  return trans.idbtrans;
}

/** At most `limit` rows of an index's span (':id': the primary key), in key order. */
export async function plainRowsBetween(table: Table, index: string, lower: unknown, upper: unknown, limit: number): Promise<Row[]> {
  const range = { type: 2 /* DBCoreRangeType.Range */, lower, upper, lowerOpen: false, upperOpen: false } as DBCoreKeyRange;
  const query = { index: table.core.schema.getIndexByKeyPath(index)!, range };
  return (await table.core.query({ trans: readWrite(), values: true, limit, query, [plainOnly]: true } as DBCoreQueryRequest)).result as Row[];
}

/** The rows of these primary keys (undefined where there is none), keys near one another read as one span. */
export function plainRowsOf(table: Table, keys: unknown[]): Promise<Array<Row | undefined>> {
  return rowsOfKeys(table, keys, plainOnly);
}

/** Fewer keys than this are read one request each. */
const fewKeys = 8;
/** A span read whole holds at most this many rows per key wanted; past it, the rest go by key. */
const spanPerKey = 3;

/** The rows of these primary keys as the sealing layer answers a request with `mark` (plain parts,
 * or rows as stored: stored-rows.ts). Keys near one another (a round's entries, the rows its calls
 * read and write: seqs and uuid v7 ids made in order) are read as one span of the primary key,
 * the rows between dropped, not a request of its own per get (a few hundred per push round). A
 * span thinner than one key in three is read only as far as that, the keys past it by key. */
export async function rowsOfKeys(table: Table, keys: unknown[], mark: string): Promise<Array<Row | undefined>> {
  // (Compound keys, which a Map cannot find by value, go by key.)
  if (keys.length < fewKeys || typeof keys[0] === 'object') return byKeys(table, keys, mark);
  const sorted = [...keys].sort(cmp);
  const limit = spanPerKey * keys.length;
  const range = { type: 2 /* DBCoreRangeType.Range */, lower: sorted[0], upper: sorted.at(-1), lowerOpen: false, upperOpen: false } as DBCoreKeyRange;
  const { primaryKey } = table.core.schema;
  const span = (await table.core.query({ trans: readWrite(), values: true, limit, query: { index: primaryKey, range }, [mark]: true } as DBCoreQueryRequest)).result as Row[];
  const found = new Map<unknown, Row | undefined>(span.map((row) => [primaryKey.extractKey!(row), row]));
  const last = span.length === limit ? primaryKey.extractKey!(span.at(-1)!) : undefined;
  const past = last === undefined ? [] : keys.filter((key) => cmp(key, last) > 0);
  (await byKeys(table, past, mark)).forEach((row, i) => found.set(past[i], row));
  return keys.map((key) => found.get(key));
}

function byKeys(table: Table, keys: unknown[], mark: string): Promise<Array<Row | undefined>> {
  if (keys.length === 0) return Promise.resolve([]);
  return table.core.getMany({ trans: readWrite(), keys, [mark]: true } as DBCoreGetManyRequest) as Promise<Array<Row | undefined>>;
}
