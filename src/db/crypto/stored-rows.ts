// Rows as IndexedDB holds them: their plain fields, their sealed part still sealed (issue 13). For
// a writer inside a read-write transaction that changes plain fields only (the server id and
// version an answer brings, an entry marked done): read as stored, changed, written as stored,
// nothing opened or sealed again. After the tablet locked, each row opened for it ran the cipher
// once: 2,000 rows in a replay of 1,000 intakes. And for a reader that opens only some of what it
// reads (a push round opens the entries it claims from the page it read). The request goes down
// Dexie's own stack (DBCore) with a mark the sealing layer reads (crypto/plain-rows.ts).
import { cmp, type DBCoreGetManyRequest, type DBCoreKeyRange, type DBCoreMutateRequest, type DBCoreQueryRequest, type Table } from 'dexie';
import { readWrite } from './plain-rows';
import { keyOfPath, openRow } from './sealed-rows';
import { plainFields } from './sealed-tables';

type Row = Record<string, unknown>;

/** The mark on a DBCore request: rows as stored, read or written (encryption-middleware.ts). */
export const storedOnly = 'storedOnly';

/** Fewer keys than this are read one request each. */
const fewKeys = 8;
/** A span read whole holds at most this many rows per key wanted; past it, the rest go by key. */
const spanPerKey = 3;

/** The rows of these primary keys as stored (undefined where there is none). Inside a read-write
 * transaction. Keys near one another (a round's entries, the rows they write: seqs and uuid v7
 * ids made in order) are read as one span of the primary key, the rows between dropped: each get
 * was a request of its own, a few hundred per round. A span thinner than one key in three is
 * read only as far as that, the keys past it by key. */
export async function storedRowsOf(table: Table, keys: unknown[]): Promise<Array<Row | undefined>> {
  // (Compound keys, which a Map cannot find by value, go by key.)
  if (keys.length < fewKeys || typeof keys[0] === 'object') return byKeys(table, keys);
  const sorted = [...keys].sort(cmp);
  const limit = spanPerKey * keys.length;
  const range = { type: 2 /* DBCoreRangeType.Range */, lower: sorted[0], upper: sorted.at(-1), lowerOpen: false, upperOpen: false } as DBCoreKeyRange;
  const { primaryKey } = table.core.schema;
  const span = (await table.core.query({ trans: readWrite(), values: true, limit, query: { index: primaryKey, range }, [storedOnly]: true } as DBCoreQueryRequest)).result as Row[];
  const found = new Map<unknown, Row | undefined>(span.map((row) => [primaryKey.extractKey!(row), row]));
  const last = span.length === limit ? primaryKey.extractKey!(span.at(-1)!) : undefined;
  const past = last === undefined ? [] : keys.filter((key) => cmp(key, last) > 0);
  (await byKeys(table, past)).forEach((row, i) => found.set(past[i], row));
  return keys.map((key) => found.get(key));
}

function byKeys(table: Table, keys: unknown[]): Promise<Array<Row | undefined>> {
  if (keys.length === 0) return Promise.resolve([]);
  return table.core.getMany({ trans: readWrite(), keys, [storedOnly]: true } as DBCoreGetManyRequest) as Promise<Array<Row | undefined>>;
}

/** Writes rows read with storedRowsOf and changed by `withPlain` only. Inside a read-write transaction. */
export async function putStoredRows(table: Table, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const answer = await table.core.mutate({ trans: readWrite(), type: 'put', values: rows, [storedOnly]: true } as DBCoreMutateRequest);
  if (answer.numFailures > 0) throw Object.values(answer.failures)[0];
}

/** A stored row opened, as the table's reads give it. */
export function openStored<T>(table: Table, row: Row): T {
  return openRow(table.name, row, keyOfPath(table.schema.primKey.keyPath)) as T;
}

/** Whether every field of `change` stays plain in `table` (then a stored row can take it as it is). */
export function plainChange(table: string, change: Row): boolean {
  const plain = plainFields[table] ?? [];
  return Object.keys(change).every((field) => plain.includes(field));
}

/** The stored row with plain fields changed (undefined: the field is removed, as Dexie's update does). */
export function withPlain(table: string, row: Row, change: Row): Row {
  if (!plainChange(table, change)) throw new Error(`${table}: a sealed field cannot change in a stored row`);
  const next = { ...row };
  for (const [field, value] of Object.entries(change)) {
    if (value === undefined) delete next[field];
    else next[field] = value;
  }
  return next;
}
