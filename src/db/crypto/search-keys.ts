// The clients' search index (issue 36 §1): a multiEntry index whose entries are keyed hashes of a
// client's search terms (domain/search-terms.ts: name-word prefixes, digit prefixes), one set per
// list the client is in, each followed by the row's createdAt so one term's entries come newest
// last and a page of 6 is read straight off the index. Nothing in it reads as a name, a phone or
// a code without the data key; the key's subkey for it is the data key's `searchKey`.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { termsOfClient, type SearchableClient } from '../../domain/search-terms';
import { dataKey, type DataKey } from './data-key';

/** The clients' field holding the entries (the index `*searchKeys`). */
export const searchKeysField = 'searchKeys';

export type SearchList = 'all' | 'covered' | 'screening';

/** Bytes of the hash kept: 64 bits, 11 characters; a clash between two terms is ~n²/2⁶⁵ away. */
const hashBytes = 8;
const hashChars = 11;

const listMark: Record<SearchList, string> = { all: 'a', covered: 'c', screening: 's' };

// HMAC's padded key, made once per data key: a client's write hashes some 40 terms.
const prepared = new WeakMap<DataKey, ReturnType<typeof hmac.create>>();

function hashOf(key: DataKey, list: SearchList, term: string): string {
  let base = prepared.get(key);
  if (!base) {
    base = hmac.create(sha256, key.searchKey);
    prepared.set(key, base);
  }
  const digest = base.clone().update(utf8ToBytes(`${listMark[list]}|${term}`)).digest().subarray(0, hashBytes);
  let text = '';
  for (const byte of digest) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').slice(0, hashChars);
}

interface IndexedClient {
  createdAt?: unknown;
  fields?: SearchableClient;
  inAll?: unknown;
  inCovered?: unknown;
  inScreening?: unknown;
}

/** The index entries of a client row as written (none for a row in no list: deleted, a kiosk's). */
export function searchKeysOf(row: IndexedClient): string[] {
  const lists = (['all', 'covered', 'screening'] as const)
    .filter((list) => row[list === 'all' ? 'inAll' : list === 'covered' ? 'inCovered' : 'inScreening'] === 1);
  if (lists.length === 0 || !row.fields) return [];
  const key = dataKey();
  const createdAt = typeof row.createdAt === 'string' ? row.createdAt : '';
  const terms = termsOfClient(row.fields);
  return lists.flatMap((list) => terms.map((term) => hashOf(key, list, term) + createdAt));
}

/** The range of index entries one term of one list spans (throws LockedError while locked). */
export function searchRangeOf(list: SearchList, term: string): [string, string] {
  const hash = hashOf(dataKey(), list, term);
  return [hash, `${hash}\uffff`];
}

/** A client row stored sealed, but before the search index came (schema 6): rewritten at unlock. */
export function lacksSearchKeys(table: string, row: unknown): boolean {
  return table === 'clients' && typeof row === 'object' && row !== null && !(searchKeysField in row);
}
