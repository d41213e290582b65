// Undoes Chromium's own compression of IndexedDB values. Blink compresses a serialized value of
// 64 KiB or more with snappy when that saves over 10 % (idb_value_wrapping.cc, on by default in
// recent Chromium), and marks it with a pseudo version header 0xFF 0x11 0x02; the LevelDB value
// puts a varint (the record's version) before it, and a blob file holds it as it is. A photo of a
// flat card, or a long record, is stored this way: its bytes are not in the file as such.
import snappy from 'snappyjs';

const versionTag = 0xff;
const requiresProcessing = 0x11;
const compressedWithSnappy = 0x02;
/** Blink keeps compressed only values whose compressed form is at most 256 000 bytes, so no real
 *  one decompresses to more than this; a larger claimed length is not a Blink value. */
const maxUncompressed = 64 * 1024 * 1024;

function isMarker(bytes: Buffer, at: number): boolean {
  return bytes[at] === versionTag && bytes[at + 1] === requiresProcessing && bytes[at + 2] === compressedWithSnappy;
}

/** Where the marked value starts: at 0 (a blob file) or after the LevelDB value's varint. */
function markerOffset(value: Buffer): number | undefined {
  if (isMarker(value, 0)) return 0;
  let at = 0;
  while (at < value.length && at < 10 && (value[at]! & 0x80) !== 0) at += 1;
  return isMarker(value, at + 1) ? at + 1 : undefined;
}

/** The serialized value inside a snappy-wrapped IndexedDB value, or undefined when it is not one. */
export function unwrapIdbValue(value: Buffer): Buffer | undefined {
  const at = markerOffset(value);
  if (at === undefined) return undefined;
  try {
    return Buffer.from(snappy.uncompress(value.subarray(at + 3), maxUncompressed));
  } catch {
    return undefined; // the three bytes happened to match; not a compressed value
  }
}
