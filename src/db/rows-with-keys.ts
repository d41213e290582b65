// Reads the rows holding any of many keys of one index in as few IndexedDB requests as it can.
// IndexedDB has no many-keys get: a bulkGet is one request per key, an anyOf one cursor step per
// key. A pull page's keys are mostly new (a first pull) or mostly side by side (a tablet holding
// the rows: UUIDv7 localIds and server ids both grow with time), so their span is read in one
// request, at most twice as many rows as keys: none held, nothing read; few more held than asked,
// the rows wanted are among them; more than that, the rows are asked for key by key.
import { cmp, type Table } from 'dexie';
import { plainRows } from './crypto/plain-rows';

type Key = string | number;

/** Where the rows come from: the table through Dexie (opened rows), or only their plain fields. */
export interface KeyedSource<R> {
  /** The row field the index holds. */
  property: string;
  /** At most `limit` rows of the span, in key order. */
  span(least: Key, greatest: Key, limit: number): Promise<R[]>;
  withKeys(keys: Key[]): Promise<R[]>;
}

/** `index`: ':id' (the primary key, the localId) or an indexed property such as 'serverId'. */
export function tableSource<R extends object>(table: Table<R, string>, index: string): KeyedSource<R> {
  const between = (least: Key, greatest: Key) => table.where(index).between(least, greatest, true, true);
  return {
    property: index === ':id' ? table.schema.primKey.keyPath as string : index,
    span: (least, greatest, limit) => between(least, greatest).limit(limit).toArray(),
    withKeys: async (keys) => (index === ':id'
      ? (await table.bulkGet(keys as string[])).filter((row): row is R => row !== undefined)
      : table.where(index).anyOf(keys).toArray()),
  };
}

/** The same reads returning only the rows' plain fields, no row opened (crypto/plain-rows.ts).
 * Call inside a transaction over the table; never write such a row back. */
export function plainSource<R extends object>(table: Table<R, string>, index: string): KeyedSource<R> {
  return {
    property: index === ':id' ? table.schema.primKey.keyPath as string : index,
    span: async (least, greatest, limit) => (await plainRows.between(table, index, least, greatest, limit)) as R[],
    withKeys: async (keys) => (await plainRows.withKeys(table, index, keys)) as R[],
  };
}

export async function rowsWithKeys<R extends object>(source: KeyedSource<R>, keys: ReadonlyArray<Key>): Promise<R[]> {
  if (keys.length === 0) return [];
  let least = keys[0]!;
  let greatest = keys[0]!;
  for (const key of keys) {
    if (cmp(key, least) < 0) least = key;
    if (cmp(key, greatest) > 0) greatest = key;
  }
  const limit = 2 * keys.length;
  const span = await source.span(least, greatest, limit + 1);
  if (span.length > limit) return source.withKeys([...keys]);
  const wanted = new Set<unknown>(keys);
  return span.filter((row) => wanted.has((row as Record<string, unknown>)[source.property]));
}
