// Rows read without their sealed part: only the fields their table keeps plain (keys, versions,
// timestamps, list flags: sealed-tables.ts), a hashed index field left out too. For a reader
// inside a transaction that needs nothing else: a pull page matching the client rows the tablet
// holds (issue 13: opening 200 held rows a page was a third of what the page's writes cost). The
// request goes down Dexie's own stack (DBCore) with a mark the sealing layer reads (no row is
// opened, no key needed); a row read this way lacks its sealed fields and is never written back.
import { Dexie, type DBCoreKeyRange, type DBCoreQueryRequest, type DBCoreTable, type Table } from 'dexie';

type Row = Record<string, unknown>;

/** The mark on a DBCore query or getMany: answer with plain parts (encryption-middleware.ts). */
export const plainOnly = 'plainOnly';

// DBCoreRangeType is an ambient const enum: its values, as Dexie defines them.
const rangeType = { equal: 1, range: 2 } as const;

/** Only inside a read-write transaction: there Dexie's cache of live queries never keeps an answer. */
function transaction(): IDBTransaction {
  const trans = Dexie.currentTransaction;
  if (trans?.mode !== 'readwrite') throw new Error('plain rows are read inside a read-write transaction');
  return trans.idbtrans;
}

function query(core: DBCoreTable, index: string, range: DBCoreKeyRange): DBCoreQueryRequest {
  const byIndex = index === ':id' ? core.schema.primaryKey : core.schema.getIndexByKeyPath(index);
  if (!byIndex) throw new Error(`${core.name} has no index ${index}`);
  return { trans: transaction(), values: true, query: { index: byIndex, range }, [plainOnly]: true } as DBCoreQueryRequest;
}

const between = (lower: unknown, upper: unknown): DBCoreKeyRange => ({ type: rangeType.range, lower, upper, lowerOpen: false, upperOpen: false });
const equal = (key: unknown): DBCoreKeyRange => ({ type: rangeType.equal, lower: key, upper: key, lowerOpen: false, upperOpen: false });

/** `index`: ':id' (the primary key) or an indexed property. */
export const plainRows = {
  /** At most `limit` rows of the span, in key order. */
  between: async (table: Table, index: string, lower: unknown, upper: unknown, limit: number): Promise<Row[]> =>
    (await table.core.query({ ...query(table.core, index, between(lower, upper)), limit })).result as Row[],
  /** Every row holding one of these keys of the index, the requests issued together. */
  withKeys: async (table: Table, index: string, keys: unknown[]): Promise<Row[]> => {
    if (index === ':id') {
      const rows = await table.core.getMany({ trans: transaction(), keys, [plainOnly]: true } as Parameters<DBCoreTable['getMany']>[0]);
      return rows.filter((row): row is Row => row != null);
    }
    const answers = await Promise.all(keys.map((key) => table.core.query(query(table.core, index, equal(key)))));
    return answers.flatMap((answer) => answer.result as Row[]);
  },
};
