// A row as it goes to disk and back: the plain fields of its table stay, the rest is
// sealed into one field, and a hashed index field keeps the keyed hash (its value travels sealed).
import { dataKey, LockedError } from './data-key';
import { indexHash, openPacked, openPackedNatively, pack, sealPacked, unpack } from './seal';
import { openedBefore, remember, sealedBefore } from './seal-cache';
import { isSealedBytes } from './sealed-bytes';
import { searchKeysField, searchKeysOf } from './search-keys';
import { hashedIndexes, plainFields, sealedField } from './sealed-tables';
import { webKey } from './web-keys';

type Row = Record<string, unknown>;

/** The primary key of a row of a table: its key path's value (undefined before an auto-increment add). */
export type KeyOf = (row: Row) => unknown;

export function keyOfPath(keyPath: string | string[] | null | undefined): KeyOf {
  if (typeof keyPath === 'string') return (row) => row[keyPath];
  if (Array.isArray(keyPath)) return (row) => (keyPath.some((part) => row[part] === undefined) ? undefined : keyPath.map((part) => row[part]));
  return () => undefined;
}

/** A row written before encryption (or by an older version): nothing sealed yet. */
export const isSealed = (row: unknown): boolean => typeof row === 'object' && row !== null && sealedField in row;

export function sealRow(table: string, row: Row, keyOf: KeyOf): Row {
  const key = dataKey();
  const plain = new Set(plainFields[table]);
  const hashed = hashedIndexes[table];
  const kept: Row = {};
  const hidden: Row = {};
  const searched = table === 'clients';
  for (const [name, value] of Object.entries(row)) {
    if (name === sealedField || (searched && name === searchKeysField)) continue;
    // Photo bytes sealed before the write (sealed-bytes.ts) stay as they are.
    if ((plain.has(name) && name !== hashed) || isSealedBytes(value)) kept[name] = value;
    else hidden[name] = value;
  }
  if (hashed && typeof row[hashed] === 'string') kept[hashed] = indexHash(key, row[hashed]);
  // Derived from the row as written, every write: a row read back never carries them (openRow).
  if (searched) kept[searchKeysField] = searchKeysOf(row);
  const plainBytes = pack(hidden);
  const id = keyOf(row);
  const sealed = sealedBefore(table, id, key, plainBytes) ?? sealPacked(key, plainBytes);
  remember(table, id, key, plainBytes, sealed);
  kept[sealedField] = sealed;
  return kept;
}

export function openRow(table: string, row: unknown, keyOf: KeyOf): unknown {
  if (!isSealed(row)) return row; // not yet migrated: as it is (the migration seals it)
  const { [sealedField]: sealed, [searchKeysField]: _searchKeys, ...kept } = row as Row;
  const key = dataKey();
  const id = keyOf(kept);
  const plainBytes = openedBefore(table, id, key, sealed as Uint8Array) ?? openPacked(key, sealed as Uint8Array);
  remember(table, id, key, plainBytes, sealed as Uint8Array);
  return { ...kept, ...unpack(plainBytes) };
}

/** Rows opened as openRow opens each, the cipher run natively (WebCrypto, asynchronous: outside
 * a transaction) for those not opened before. A tablet locked meanwhile throws LockedError, the
 * plaintexts overwritten. */
export async function openRowsNatively(table: string, rows: Row[], keyOf: KeyOf): Promise<unknown[]> {
  const key = dataKey();
  const cryptoKey = await webKey(key, 'raw');
  const plains = await Promise.all(rows.map(async (row) => {
    if (!isSealed(row)) return undefined;
    const sealed = row[sealedField] as Uint8Array;
    return openedBefore(table, keyOf(row), key, sealed) ?? openPackedNatively(cryptoKey, sealed);
  }));
  const unlocked = (() => {
    try {
      return dataKey() === key;
    } catch {
      return false;
    }
  })();
  if (!unlocked) {
    for (const plain of plains) plain?.fill(0);
    throw new LockedError();
  }
  return rows.map((row, i) => {
    const plainBytes = plains[i];
    if (!plainBytes) return row;
    const { [sealedField]: sealed, [searchKeysField]: _searchKeys, ...kept } = row;
    remember(table, keyOf(kept), key, plainBytes, sealed as Uint8Array);
    return { ...kept, ...unpack(plainBytes) };
  });
}

/** The value an index lookup on a hashed field must use. */
export function indexKeyOf(table: string, field: string | null, value: unknown): unknown {
  return field !== null && hashedIndexes[table] === field && typeof value === 'string' ? indexHash(dataKey(), value) : value;
}

/** The row's plain fields only, nothing opened (plain-rows.ts): no sealed part, no hashed index value. */
export function plainPart(table: string, row: unknown): unknown {
  if (!isSealed(row)) return row;
  const { [sealedField]: _sealed, [searchKeysField]: _searchKeys, ...kept } = row as Row;
  const hashed = hashedIndexes[table];
  if (hashed) delete kept[hashed];
  return kept;
}
