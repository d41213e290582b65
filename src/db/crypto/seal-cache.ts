// The last sealed form of each row this realm sealed or opened, by table and primary key, with
// its packed plaintext (the cipher, JavaScript, is a large share of a replay's time). A row
// written back with its sealed part unchanged (an outbox entry's state, a record's server id)
// keeps its bytes instead of being sealed again; bytes read back exactly as last seen are
// unpacked without running the cipher (they were authenticated when first opened). Only the same
// row's own bytes are reused, so two rows never share a ciphertext. Bounded; the plaintext is
// overwritten and forgotten with the key when the tablet locks.
import { onLockChange, type DataKey } from './data-key';

interface Known { key: DataKey; plain: Uint8Array; sealed: Uint8Array }

/** Rows remembered (a replay round touches a few hundred; a day's queue a few thousand), and
 * their bytes in all (an intake's row is about 1 KB); the least recently used go first. */
const limit = 8_192;
const byteLimit = 16 * 1024 * 1024;
/** Larger plaintexts are not kept (they are rare, and memory is the tablet's). */
const largest = 64 * 1024;

const known = new Map<string, Known>();
let bytes = 0;

function forget(slot: string): void {
  const found = known.get(slot);
  if (!found) return;
  known.delete(slot);
  bytes -= found.plain.length + found.sealed.length;
}

onLockChange((unlocked) => {
  if (unlocked) return;
  for (const { plain } of known.values()) plain.fill(0);
  known.clear();
  bytes = 0;
});

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

const slotOf = (table: string, id: unknown) => `${table}\u0000${typeof id === 'object' ? JSON.stringify(id) : String(id)}`;

function lookup(table: string, id: unknown, key: DataKey): Known | undefined {
  if (id === undefined) return undefined;
  const found = known.get(slotOf(table, id));
  return found?.key === key ? found : undefined;
}

/** The row's bytes as last sealed, if its plaintext is still exactly `plain`. */
export function sealedBefore(table: string, id: unknown, key: DataKey, plain: Uint8Array): Uint8Array | undefined {
  const found = lookup(table, id, key);
  return found && sameBytes(found.plain, plain) ? found.sealed : undefined;
}

/** The row's plaintext, if `sealed` is exactly the bytes last sealed or opened for it. */
export function openedBefore(table: string, id: unknown, key: DataKey, sealed: Uint8Array): Uint8Array | undefined {
  const found = lookup(table, id, key);
  return found && sameBytes(found.sealed, sealed) ? found.plain : undefined;
}

export function remember(table: string, id: unknown, key: DataKey, plain: Uint8Array, sealed: Uint8Array): void {
  if (id === undefined || plain.length > largest) return;
  const slot = slotOf(table, id);
  forget(slot); // re-inserted last: the map's order is the order of use
  known.set(slot, { key, plain, sealed });
  bytes += plain.length + sealed.length;
  while (known.size > limit || bytes > byteLimit) forget(known.keys().next().value!);
}
