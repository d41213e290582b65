// The clients' search index (issue 36 §1): a multiEntry index whose entries are keyed hashes of a
// client's search terms (domain/search-terms.ts: name-word prefixes, digit prefixes), each
// followed by the row's createdAt (base 36, 9 characters) so one term's entries come newest last
// and a page of 6 is read straight off the index. Only clients in the lists have entries (a
// deleted one, a kiosk's, none); the covered and screening lists keep to theirs by their own
// index (records/client-search.ts): a set of entries per list would double the index. Nothing
// in it reads as a name, a phone or a code without the data key (its subkey `searchKey`).
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { termsOfClient, type SearchableClient } from '../../domain/search-terms';
import { dataKey, type DataKey } from './data-key';

/** The clients' field holding the entries (the index `*searchKeys`). */
export const searchKeysField = 'searchKeys';

/** Bytes of the hash kept: 64 bits, 11 characters; a clash between two terms is ~n²/2⁶⁵ away. */
const hashBytes = 8;
const hashChars = 11;

/** createdAt as the entry's tail: milliseconds in base 36, 9 characters (until the year 5188),
 *  sorting as the ISO text does. */
const timeChars = 9;

function timeOf(createdAt: unknown): string {
  const ms = typeof createdAt === 'string' ? Date.parse(createdAt) : NaN;
  return Number.isFinite(ms) && ms >= 0 ? ms.toString(36).padStart(timeChars, '0') : '';
}

// HMAC's padded key, made once per data key: a client's write hashes some 40 terms.
const prepared = new WeakMap<DataKey, ReturnType<typeof hmac.create>>();

function hashOf(key: DataKey, term: string): string {
  let base = prepared.get(key);
  if (!base) {
    base = hmac.create(sha256, key.searchKey);
    prepared.set(key, base);
  }
  const digest = base.clone().update(utf8ToBytes(term)).digest().subarray(0, hashBytes);
  let text = '';
  for (const byte of digest) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').slice(0, hashChars);
}

interface IndexedClient {
  createdAt?: unknown;
  fields?: SearchableClient;
  inAll?: unknown;
}

/** The index entries of a client row as written (none for a row in no list: deleted, a kiosk's). */
export function searchKeysOf(row: IndexedClient): string[] {
  if (row.inAll !== 1 || !row.fields) return [];
  const key = dataKey();
  const time = timeOf(row.createdAt);
  return termsOfClient(row.fields).map((term) => hashOf(key, term) + time);
}

/** A client's entries with a new createdAt (the server's, once it has the row): each entry's hash
 *  kept, its time tail replaced; no key needed, so a row written as stored keeps its order. */
export function retimedSearchKeys(keys: unknown, createdAt: unknown): unknown {
  if (!Array.isArray(keys)) return keys;
  const time = timeOf(createdAt);
  return keys.map((entry) => (typeof entry === 'string' ? entry.slice(0, hashChars) + time : entry));
}

/** The range of index entries one term spans (throws LockedError while locked). */
export function searchRangeOf(term: string): [string, string] {
  const hash = hashOf(dataKey(), term);
  return [hash, `${hash}\uffff`];
}

/** A client row stored sealed, but before the search index came (schema 6): rewritten at unlock. */
export function lacksSearchKeys(table: string, row: unknown): boolean {
  return table === 'clients' && typeof row === 'object' && row !== null && !(searchKeysField in row);
}
