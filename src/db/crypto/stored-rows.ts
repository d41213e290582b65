// Rows as IndexedDB holds them: their plain fields, their sealed part still sealed. For
// a writer inside a read-write transaction that changes plain fields only (the server id and
// version an answer brings, an entry marked done): read as stored, changed, written as stored,
// nothing opened or sealed again. After the tablet locked, each row opened for it ran the cipher
// once: 2,000 rows in a replay of 1,000 intakes. And for a reader that opens only some of what it
// reads (a push round opens the entries it claims from the page it read). The request goes down
// Dexie's own stack (DBCore) with a mark the sealing layer reads (crypto/plain-rows.ts).
import type { DBCoreMutateRequest, Table } from 'dexie';
import { readWrite, rowsOfKeys } from './plain-rows';
import { keyOfPath, openRowsNatively } from './sealed-rows';
import { retimedSearchKeys, searchKeysField } from './search-keys';
import { plainFields } from './sealed-tables';

type Row = Record<string, unknown>;

/** The mark on a DBCore request: rows as stored, read or written (encryption-middleware.ts). */
export const storedOnly = 'storedOnly';

/** The rows of these primary keys as stored (undefined where there is none), keys near one
 * another read as one span (plain-rows.ts rowsOfKeys). Inside a read-write transaction. */
export function storedRowsOf(table: Table, keys: unknown[]): Promise<Array<Row | undefined>> {
  return rowsOfKeys(table, keys, storedOnly);
}

/** Writes rows read with storedRowsOf and changed by `withPlain` only. Inside a read-write transaction. */
export async function putStoredRows(table: Table, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const answer = await table.core.mutate({ trans: readWrite(), type: 'put', values: rows, [storedOnly]: true } as DBCoreMutateRequest);
  if (answer.numFailures > 0) throw Object.values(answer.failures)[0];
}

/** Stored rows opened, as the table's reads give them, by WebCrypto: outside a transaction. */
export async function openStoredAll<T>(table: Table, rows: Row[]): Promise<T[]> {
  return (await openRowsNatively(table.name, rows, keyOfPath(table.schema.primKey.keyPath))) as T[];
}

/** Whether every field of `change` stays plain in `table` (then a stored row can take it as it is). */
export function plainChange(table: string, change: Row): boolean {
  const plain = plainFields[table] ?? [];
  return Object.keys(change).every((field) => plain.includes(field));
}

/** The stored row with plain fields changed (undefined: the field is removed, as Dexie's update does). */
export function withPlain(table: string, row: Row, change: Row): Row {
  if (!plainChange(table, change)) throw new Error(`${table}: a sealed field cannot change in a stored row`);
  const next = patched(row, change);
  // The search index's entries end in createdAt (search-keys.ts): a new one moves them along.
  if ('createdAt' in change && searchKeysField in next) next[searchKeysField] = retimedSearchKeys(next[searchKeysField], next.createdAt);
  return next;
}

/** A row with `change` applied (undefined: the field is removed, as Dexie's update does). */
export function patched(row: Row, change: Row): Row {
  const next = { ...row };
  for (const [field, value] of Object.entries(change)) {
    if (value === undefined) delete next[field];
    else next[field] = value;
  }
  return next;
}
