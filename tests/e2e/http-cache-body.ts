// Decodes a response body kept in Chromium's simple disk cache (the HTTP cache's Cache_Data and the
// service worker's CacheStorage): an entry file is header, key, the body (stream 1) as it came
// over the wire, an end record, then the pickled response headers (stream 0). A body sent with
// Content-Encoding gzip, br or deflate is stored encoded, so a raw search would miss a field in it.
import { brotliDecompressSync, constants, gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';

const initialMagic = 0xfcfb6d1ba7725c30n;
const finalMagic = Buffer.alloc(8);
finalMagic.writeBigUInt64LE(0xf4fa6f45970d41d8n);
/** uint64 magic, uint32 version, key length, key hash, padded to 8 bytes. */
const headerSize = 24;

export function isSimpleCacheEntry(file: Buffer): boolean {
  return file.length >= headerSize && file.readBigUInt64LE(0) === initialMagic;
}

const encodings = new Set(['gzip', 'x-gzip', 'br', 'deflate']);

function decode(body: Buffer, encoding: string): Buffer {
  const tolerant = { finishFlush: constants.Z_SYNC_FLUSH }; // an entry cut short still decodes
  if (encoding === 'gzip' || encoding === 'x-gzip') return gunzipSync(body, tolerant);
  if (encoding === 'br') return brotliDecompressSync(body, { finishFlush: constants.BROTLI_OPERATION_FLUSH });
  if (encoding === 'deflate') {
    try {
      return inflateSync(body, tolerant);
    } catch {
      return inflateRawSync(body, tolerant); // some servers send deflate without the zlib header
    }
  }
  throw new Error(`no decoder for ${encoding}`);
}

/** The decoded body of a cache entry sent with a content encoding; undefined when it was sent
 *  plain or is kept decoded (the raw search of the file covers it then: the service worker's
 *  ScriptCache keeps `content-encoding: br` beside a body it already decoded), or the file is no
 *  entry. An encoding the scanner does not know throws, so a proof never passes unread. */
export function decodedCacheBody(file: Buffer): Buffer | undefined {
  if (!isSimpleCacheEntry(file)) return undefined;
  const bodyStart = headerSize + file.readUInt32LE(12);
  const bodyEnd = file.indexOf(finalMagic, bodyStart);
  if (bodyEnd < 0) return undefined;
  const headers = file.subarray(bodyEnd).toString('latin1');
  const encoding = /content-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (!encoding || encoding === 'identity') return undefined;
  if (!encodings.has(encoding)) throw new Error(`cached body with content-encoding ${encoding}: the scanner cannot decode it`);
  try {
    return decode(file.subarray(bodyStart, bodyEnd), encoding);
  } catch {
    return undefined; // kept decoded already
  }
}
