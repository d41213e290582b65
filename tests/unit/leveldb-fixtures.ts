// Small LevelDB files built byte by byte for the profile scanner's unit test: a log written the
// way LevelDB's log writer fragments records over 32 KiB blocks, write batches, and a table whose
// data block can be snappy-compressed. Checksums are left zero: the scanner does not check them.
import snappy from 'snappyjs';
import { logBlockSize, logHeaderSize, logRecordType as T } from '../e2e/leveldb-log';
import { blockTrailerSize, compression, footerSize, tableMagic } from '../e2e/leveldb-table';

export function varint(value: number): Buffer {
  const bytes: number[] = [];
  do {
    bytes.push((value & 0x7f) | (value >= 0x80 ? 0x80 : 0));
    value = Math.floor(value / 128);
  } while (value > 0);
  return Buffer.from(bytes);
}

/** A log file holding the records in order, split as LevelDB's log_writer.cc splits them. */
export function logFile(records: Buffer[]): Buffer {
  const out: Buffer[] = [];
  let blockOffset = 0;
  for (const record of records) {
    let left = record;
    let begin = true;
    do {
      const leftover = logBlockSize - blockOffset;
      if (leftover < logHeaderSize) {
        out.push(Buffer.alloc(leftover)); // the block's tail is too short for a header: zeros
        blockOffset = 0;
      }
      const fragment = left.subarray(0, logBlockSize - blockOffset - logHeaderSize);
      left = left.subarray(fragment.length);
      const end = left.length === 0;
      const type = begin && end ? T.full : begin ? T.first : end ? T.last : T.middle;
      const header = Buffer.alloc(logHeaderSize);
      header.writeUInt16LE(fragment.length, 4);
      header[6] = type;
      out.push(header, fragment);
      blockOffset += logHeaderSize + fragment.length;
      begin = false;
    } while (left.length > 0);
  }
  return Buffer.concat(out);
}

/** A write batch of puts (sequence 1). */
export function writeBatch(puts: [key: Buffer, value: Buffer][]): Buffer {
  const header = Buffer.alloc(12);
  header.writeBigUInt64LE(1n, 0);
  header.writeUInt32LE(puts.length, 8);
  return Buffer.concat([header, ...puts.flatMap(([key, value]) => [Buffer.from([1]), varint(key.length), key, varint(value.length), value])]);
}

/** A block: keys sharing their prefix with the one before (one restart point, at 0). */
export function block(entries: [key: Buffer, value: Buffer][]): Buffer {
  const parts: Buffer[] = [];
  let previous: Buffer = Buffer.alloc(0);
  for (const [key, value] of entries) {
    let shared = 0;
    while (shared < key.length && shared < previous.length && key[shared] === previous[shared]) shared += 1;
    parts.push(varint(shared), varint(key.length - shared), varint(value.length), key.subarray(shared), value);
    previous = key;
  }
  const restarts = Buffer.alloc(8);
  restarts.writeUInt32LE(1, 4); // one restart point (offset 0), then the count
  return Buffer.concat([...parts, restarts]);
}

/** A table file with one data block (compressed with `type`), an empty metaindex and the index. */
export function tableFile(entries: [key: Buffer, value: Buffer][], type: number = compression.snappy): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  const put = (contents: Buffer, blockType: number) => {
    const handle = Buffer.concat([varint(offset), varint(contents.length)]);
    parts.push(contents, Buffer.from([blockType]), Buffer.alloc(blockTrailerSize - 1));
    offset += contents.length + blockTrailerSize;
    return handle;
  };
  const data = block(entries);
  const dataHandle = put(type === compression.snappy ? Buffer.from(snappy.compress(data)) : data, type);
  const metaHandle = put(block([]), compression.none);
  // The index key only has to sort after the block's keys: LevelDB shortens it the same way.
  const indexHandle = put(block([[Buffer.from([0xff]), dataHandle]]), compression.none);
  const footer = Buffer.alloc(footerSize);
  Buffer.concat([metaHandle, indexHandle]).copy(footer);
  footer.writeBigUInt64LE(tableMagic, footerSize - 8);
  return Buffer.concat([...parts, footer]);
}

/** An IndexedDB value as Chromium stores a large one: the record's version varint, then Blink's
 *  0xFF 0x11 0x02 marker and the serialized value in raw snappy. */
export function snappyIdbValue(serialized: Buffer): Buffer {
  return Buffer.concat([varint(3), Buffer.from([0xff, 0x11, 0x02]), Buffer.from(snappy.compress(serialized))]);
}
