// The tablet's data key while someone unlocked it: in this realm's memory only, never
// in storage; dropped on sign-out, the idle lock and a reload. The national-code index key is
// derived from it (HKDF), so the index holds a keyed hash, never the code.
//
// Raw bytes, not a non-extractable CryptoKey: IndexedDB ends a transaction at the first await that
// is not one of its own requests, so rows are sealed and opened synchronously inside Dexie's
// transactions (@noble/ciphers), and a synchronous cipher needs the key's bytes.
import { hkdf } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

export const dataKeyBytes = 32;

export interface DataKey {
  readonly raw: Uint8Array;
  readonly indexKey: Uint8Array;
  /** The subkey of photo bytes sealed with WebCrypto (sealed-bytes.ts). */
  readonly photoKey: Uint8Array;
  /** The subkey of the clients' search index (search-keys.ts): a name prefix's hash under it
   *  says nothing of the national-code index's. */
  readonly searchKey: Uint8Array;
}

let current: DataKey | undefined;
const listeners = new Set<(unlocked: boolean) => void>();

/** A fresh random data key (the tablet's first unlock). */
export function newDataKey(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(dataKeyBytes));
}

export function unlockWith(raw: Uint8Array): void {
  if (raw.length !== dataKeyBytes) throw new Error('a data key is 32 bytes');
  const copy = new Uint8Array(raw);
  current = {
    raw: copy,
    indexKey: hkdf(sha256, copy, undefined, utf8ToBytes('national-code-index'), 32),
    photoKey: hkdf(sha256, copy, undefined, utf8ToBytes('photo-bytes'), 32),
    searchKey: hkdf(sha256, copy, undefined, utf8ToBytes('client-search-index'), 32),
  };
  for (const listener of listeners) listener(true);
}

/** Forgets the key (the bytes are overwritten, not only unreferenced). */
export function lock(): void {
  if (!current) return;
  current.raw.fill(0);
  current.indexKey.fill(0);
  current.photoKey.fill(0);
  current.searchKey.fill(0);
  current = undefined;
  for (const listener of listeners) listener(false);
}

export function isUnlocked(): boolean {
  return current !== undefined;
}

/** The key in memory, for the sealing layer; throws LockedError when no one unlocked. */
export function dataKey(): DataKey {
  if (!current) throw new LockedError();
  return current;
}

/** The raw key, to hand to the service worker or to wrap it for a person. */
export function exportDataKey(): Uint8Array {
  return new Uint8Array(dataKey().raw);
}

export function onLockChange(listener: (unlocked: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Patient data was read or written while the tablet is locked. */
export class LockedError extends Error {
  override name = 'LockedError';
  constructor() {
    super('the tablet is locked');
  }
}
