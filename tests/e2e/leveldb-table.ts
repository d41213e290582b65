// Reads a LevelDB table file (`.ldb`, `.sst`): footer → index block → data blocks. Each block is
// followed by a 5-byte trailer (compression type 1, crc 4) and is usually snappy-compressed, so a
// raw search of the file misses what the blocks hold; the entries come back decompressed, keys
// rebuilt from their shared prefixes.
import snappy from 'snappyjs';
import { readVarint, type KeyValue } from './leveldb-log';

export const tableMagic = 0xdb4775248b80fb57n;
export const footerSize = 48;
export const blockTrailerSize = 5;
export const compression = { none: 0, snappy: 1 } as const;

export interface BlockHandle { offset: number; size: number }

function readHandle(bytes: Buffer, offset: number): [BlockHandle, number] {
  const [blockOffset, afterOffset] = readVarint(bytes, offset);
  const [size, next] = readVarint(bytes, afterOffset);
  return [{ offset: blockOffset, size }, next];
}

/** A block's contents, decompressed. Throws on a compression it cannot undo, so a proof never
 *  passes because a block went unread. */
export function readBlock(file: Buffer, handle: BlockHandle): Buffer {
  const end = handle.offset + handle.size;
  if (end + blockTrailerSize > file.length) throw new RangeError(`block at ${handle.offset} runs past the file`);
  const contents = file.subarray(handle.offset, end);
  const type = file[end];
  if (type === compression.none) return contents;
  if (type === compression.snappy) return Buffer.from(snappy.uncompress(contents));
  throw new Error(`table block at ${handle.offset}: unknown compression type ${type}`);
}

/** The key/value entries of one block (data or index): prefix-compressed keys, then the restart
 *  array (uint32 each) and its count at the end. */
export function readBlockEntries(block: Buffer): KeyValue[] {
  const restarts = block.readUInt32LE(block.length - 4);
  const entriesEnd = block.length - 4 - restarts * 4;
  const entries: KeyValue[] = [];
  let previousKey = Buffer.alloc(0);
  let offset = 0;
  while (offset < entriesEnd) {
    const [shared, a] = readVarint(block, offset);
    const [unshared, b] = readVarint(block, a);
    const [valueLength, c] = readVarint(block, b);
    const key = Buffer.concat([previousKey.subarray(0, shared), block.subarray(c, c + unshared)]);
    const value = block.subarray(c + unshared, c + unshared + valueLength);
    entries.push({ key, value });
    previousKey = key;
    offset = c + unshared + valueLength;
  }
  return entries;
}

/** Every data block of a table file, decompressed. */
export function readTableBlocks(file: Buffer): Buffer[] {
  if (file.length < footerSize) throw new RangeError('table file shorter than its footer');
  const footer = file.subarray(file.length - footerSize);
  if (footer.readBigUInt64LE(footerSize - 8) !== tableMagic) throw new Error('not a LevelDB table (bad magic)');
  const [, afterMeta] = readHandle(footer, 0);
  const [indexHandle] = readHandle(footer, afterMeta);
  return readBlockEntries(readBlock(file, indexHandle)).map(({ value }) => readBlock(file, readHandle(value!, 0)[0]));
}

/** Every entry of every data block (internal keys: user key + 8-byte sequence and type). */
export function readTableEntries(file: Buffer): KeyValue[] {
  return readTableBlocks(file).flatMap(readBlockEntries);
}
