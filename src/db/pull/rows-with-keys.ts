// Reads the rows holding any of many keys of one index in as few IndexedDB requests as it can.
// IndexedDB has no many-keys get: a bulkGet is one request per key, an anyOf one cursor step per
// key. A pull page's keys are mostly new (a first pull) or mostly side by side (a tablet holding
// the rows: UUIDv7 localIds and server ids both grow with time), so their span is read in one
// request, at most twice as many rows as keys: none held, nothing read; few more held than asked,
// the rows wanted are among them; more than that, the rows are asked for key by key.
import { cmp, type Table } from 'dexie';
import { plainRowsBetween } from '../crypto/index';

type Key = string | number;

/** `index`: ':id' (the primary key, the localId) or an indexed property such as 'serverId'.
 * `plain`: the span comes back with the rows' plain fields only, none opened (crypto/plain-rows.ts;
 * inside a read-write transaction only, and such a row is never written back); rows asked for
 * key by key (a span too crowded) come whole. */
export async function rowsWithKeys<R extends object>(table: Table<R, string>, index: string, keys: ReadonlyArray<Key>, plain = false): Promise<R[]> {
  if (keys.length === 0) return [];
  let least = keys[0]!;
  let greatest = keys[0]!;
  for (const key of keys) {
    if (cmp(key, least) < 0) least = key;
    if (cmp(key, greatest) > 0) greatest = key;
  }
  const limit = 2 * keys.length;
  const span = plain
    ? await plainRowsBetween(table, index, least, greatest, limit + 1) as R[]
    : await table.where(index).between(least, greatest, true, true).limit(limit + 1).toArray();
  if (span.length <= limit) {
    const property = index === ':id' ? table.schema.primKey.keyPath as string : index;
    const wanted = new Set<unknown>(keys);
    return span.filter((row) => wanted.has((row as Record<string, unknown>)[property]));
  }
  if (index === ':id') return (await table.bulkGet(keys as string[])).filter((row): row is R => row !== undefined);
  return table.where(index).anyOf(keys as Key[]).toArray();
}
