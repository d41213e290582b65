// Rows read without their sealed part: only the fields their table keeps plain (keys, versions,
// timestamps, list flags: sealed-tables.ts), a hashed index field left out too. For a reader
// inside a transaction that needs nothing else: a pull page matching the client rows the tablet
// holds (issue 13: opening 200 held rows a page was a third of what the page's writes cost), the
// parents and rows a push round builds its calls from (their server ids, versions, subtypes). The
// request goes down Dexie's own stack (DBCore) with a mark the sealing layer reads (no row is
// opened, no key needed); a row read this way lacks its sealed fields and is never written back.
import { Dexie, type DBCoreGetManyRequest, type DBCoreKeyRange, type DBCoreQueryRequest, type Table } from 'dexie';

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

/** The rows of these primary keys (undefined where there is none). */
export async function plainRowsOf(table: Table, keys: unknown[]): Promise<Array<Row | undefined>> {
  return table.core.getMany({ trans: readWrite(), keys, [plainOnly]: true } as DBCoreGetManyRequest) as Promise<Array<Row | undefined>>;
}
