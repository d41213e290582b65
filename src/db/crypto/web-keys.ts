// The data key's parts as WebCrypto AES-GCM keys, imported non-extractable once per unlock: the
// photo subkey (sealed-bytes.ts) and the rows' own key, for a reader that opens many sealed rows
// outside a transaction (stored-rows.ts openStoredAll), where an await costs nothing.
import type { DataKey } from './data-key';

type Part = 'raw' | 'photoKey';

const imported = new WeakMap<DataKey, Map<Part, Promise<CryptoKey>>>();

export function webKey(key: DataKey, part: Part): Promise<CryptoKey> {
  const parts = imported.get(key) ?? new Map<Part, Promise<CryptoKey>>();
  imported.set(key, parts);
  let found = parts.get(part);
  if (!found) {
    found = crypto.subtle.importKey('raw', new Uint8Array(key[part]), 'AES-GCM', false, ['encrypt', 'decrypt']);
    parts.set(part, found);
  }
  return found;
}
