// A row as it goes to disk and back (issue 11): the plain fields of its table stay, the rest is
// sealed into one field, and a hashed index field keeps the keyed hash (its value travels sealed).
import { dataKey } from './data-key';
import { indexHash, open, seal } from './seal';
import { isSealedBytes } from './sealed-bytes';
import { hashedIndexes, plainFields, sealedField } from './sealed-tables';

type Row = Record<string, unknown>;

/** A row written before encryption (or by an older version): nothing sealed yet. */
export const isSealed = (row: unknown): boolean => typeof row === 'object' && row !== null && sealedField in row;

export function sealRow(table: string, row: Row): Row {
  const key = dataKey();
  const plain = new Set(plainFields[table]);
  const hashed = hashedIndexes[table];
  const kept: Row = {};
  const hidden: Row = {};
  for (const [name, value] of Object.entries(row)) {
    if (name === sealedField) continue;
    // Photo bytes sealed before the write (sealed-bytes.ts) stay as they are.
    if ((plain.has(name) && name !== hashed) || isSealedBytes(value)) kept[name] = value;
    else hidden[name] = value;
  }
  if (hashed && typeof row[hashed] === 'string') kept[hashed] = indexHash(key, row[hashed]);
  kept[sealedField] = seal(key, hidden);
  return kept;
}

export function openRow(row: unknown): unknown {
  if (!isSealed(row)) return row; // not yet migrated: as it is (the migration seals it)
  const { [sealedField]: sealed, ...kept } = row as Row;
  return { ...kept, ...open(dataKey(), sealed as Uint8Array) };
}

/** The value an index lookup on a hashed field must use. */
export function indexKeyOf(table: string, field: string | null, value: unknown): unknown {
  return field !== null && hashedIndexes[table] === field && typeof value === 'string' ? indexHash(dataKey(), value) : value;
}
