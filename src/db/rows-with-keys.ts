// Reads the rows holding any of many keys of one index in as few IndexedDB requests as it can.
// IndexedDB has no many-keys get: a bulkGet is one request per key, an anyOf one cursor step per
// key. A pull page's keys are mostly new (a first pull) or mostly side by side (a tablet holding
// the rows: UUIDv7 localIds and server ids both grow with time), so one count over their span
// says which: none held, no read; few more held than asked, the span read whole in one request.
import { cmp, type Table } from 'dexie';

/** `index`: ':id' (the primary key, the localId) or an indexed property such as 'serverId'. */
export async function rowsWithKeys<R extends object>(table: Table<R, string>, index: string, keys: ReadonlyArray<string | number>): Promise<R[]> {
  if (keys.length === 0) return [];
  let least = keys[0]!;
  let greatest = keys[0]!;
  for (const key of keys) {
    if (cmp(key, least) < 0) least = key;
    if (cmp(key, greatest) > 0) greatest = key;
  }
  const span = table.where(index).between(least, greatest, true, true);
  const held = await span.count();
  if (held === 0) return [];
  const property = index === ':id' ? table.schema.primKey.keyPath as string : index;
  if (held <= 2 * keys.length) {
    const wanted = new Set<unknown>(keys);
    return (await span.toArray()).filter((row) => wanted.has((row as Record<string, unknown>)[property]));
  }
  if (index === ':id') return (await table.bulkGet(keys as string[])).filter((row): row is R => row !== undefined);
  return table.where(index).anyOf(keys as (string | number)[]).toArray();
}
