// Reads a LevelDB log file (a `NNNNNN.log` or `MANIFEST-*`) the way LevelDB recovers it: 32 KiB
// blocks of records with a 7-byte header (crc 4, length 2, type 1), where one record may be split
// into FIRST/MIDDLE/LAST fragments across blocks; the fragments are joined so a value cut at a
// block boundary is searched whole. Checksums are not verified: a scanner wants every byte it
// can read, a damaged record included.

export const logBlockSize = 32 * 1024;
export const logHeaderSize = 7;

/** Record types of the log format. */
export const logRecordType = { zero: 0, full: 1, first: 2, middle: 3, last: 4 } as const;
const T = logRecordType;

/** The logical records of a log file, fragments joined. A record left unfinished at the end of
 *  the file (the writer stopped mid-way) is returned as far as it goes. */
export function readLogRecords(file: Buffer): Buffer[] {
  const records: Buffer[] = [];
  let pending: Buffer[] | undefined;
  for (let blockStart = 0; blockStart < file.length; blockStart += logBlockSize) {
    const blockEnd = Math.min(blockStart + logBlockSize, file.length);
    let offset = blockStart;
    while (offset + logHeaderSize <= blockEnd) {
      const length = file.readUInt16LE(offset + 4);
      const type = file[offset + 6];
      const start = offset + logHeaderSize;
      // A zero header is the padding of a preallocated or reused file: the block holds no more.
      if (type === T.zero && length === 0) break;
      if (start + length > blockEnd) break;
      const fragment = file.subarray(start, start + length);
      offset = start + length;
      if (type === T.full) {
        if (pending) records.push(Buffer.concat(pending));
        pending = undefined;
        records.push(fragment);
      } else if (type === T.first) {
        if (pending) records.push(Buffer.concat(pending));
        pending = [fragment];
      } else if (type === T.middle || type === T.last) {
        (pending ??= []).push(fragment);
        if (type === T.last) {
          records.push(Buffer.concat(pending));
          pending = undefined;
        }
      }
    }
  }
  if (pending) records.push(Buffer.concat(pending));
  return records;
}

/** Reads a varint32/64 as LevelDB writes it; returns the value and the offset after it. */
export function readVarint(bytes: Buffer, offset: number): [value: number, next: number] {
  let value = 0;
  let factor = 1;
  for (let at = offset; at < bytes.length && at < offset + 10; at += 1) {
    const byte = bytes[at]!;
    value += (byte & 0x7f) * factor;
    if ((byte & 0x80) === 0) return [value, at + 1];
    factor *= 128;
  }
  throw new RangeError(`bad varint at ${offset}`);
}

export interface KeyValue { key: Buffer; value?: Buffer }

/** The puts and deletes of one write batch (seq 8, count 4, then tag + length-prefixed key and
 *  value per entry). Throws on a record that is not a write batch (a MANIFEST's version edit). */
export function readWriteBatch(record: Buffer): KeyValue[] {
  if (record.length < 12) throw new RangeError('write batch too short');
  const count = record.readUInt32LE(8);
  const entries: KeyValue[] = [];
  let offset = 12;
  for (let n = 0; n < count; n += 1) {
    const tag = record[offset];
    const [keyLength, keyStart] = readVarint(record, offset + 1);
    const key = record.subarray(keyStart, keyStart + keyLength);
    offset = keyStart + keyLength;
    if (tag === 1) {
      const [valueLength, valueStart] = readVarint(record, offset);
      entries.push({ key, value: record.subarray(valueStart, valueStart + valueLength) });
      offset = valueStart + valueLength;
    } else if (tag === 0) {
      entries.push({ key });
    } else {
      throw new RangeError(`unknown write batch tag ${tag}`);
    }
    if (offset > record.length) throw new RangeError('write batch runs past its record');
  }
  return entries;
}
