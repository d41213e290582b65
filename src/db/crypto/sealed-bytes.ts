// Photo bytes sealed with WebCrypto: the rows' synchronous cipher (@noble/ciphers, JavaScript)
// would make a photo's save several times slower; WebCrypto's native AES-GCM costs a few
// milliseconds. WebCrypto is asynchronous, so a photo is sealed before its
// write's transaction (addDocument, cachePhoto) and opened where it is shown or uploaded; the row
// layer keeps such bytes as they are (they are sealed already). The key is the data key's own
// subkey (HKDF "photo-bytes"), imported non-extractable once per unlock.
import { dataKey } from './data-key';
import { webKey } from './web-keys';

/** 'CSB1': bytes sealed here. A JPEG starts FF D8, a PNG 89 50: a photo kept plain never does. */
const magic = [0x43, 0x53, 0x42, 0x31];
const ivBytes = 12;

function cryptoKey(): Promise<CryptoKey> {
  return webKey(dataKey(), 'photoKey'); // dataKey throws LockedError while locked
}

export function isSealedBytes(value: unknown): value is ArrayBuffer {
  if (!(value instanceof ArrayBuffer) || value.byteLength < magic.length + ivBytes + 16) return false;
  const head = new Uint8Array(value, 0, magic.length);
  return magic.every((byte, i) => head[i] === byte);
}

/** Sealed for a database that seals (`db.sealsAtRest`); the bytes as they are for one that does not. */
export async function sealBytesFor(db: { sealsAtRest: boolean }, bytes: ArrayBuffer): Promise<ArrayBuffer> {
  return db.sealsAtRest ? sealBytes(bytes) : bytes;
}

export async function sealBytes(bytes: ArrayBuffer): Promise<ArrayBuffer> {
  const iv = crypto.getRandomValues(new Uint8Array(ivBytes));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await cryptoKey(), new Uint8Array(bytes)));
  const out = new Uint8Array(magic.length + ivBytes + sealed.length);
  out.set(magic, 0);
  out.set(iv, magic.length);
  out.set(sealed, magic.length + ivBytes);
  return out.buffer;
}

/** The plain bytes: opened if sealed here, as they are if kept before (sealed with the row). */
export async function openBytes(bytes: ArrayBuffer): Promise<ArrayBuffer> {
  if (!isSealedBytes(bytes)) return bytes;
  const iv = new Uint8Array(bytes, magic.length, ivBytes);
  const body = new Uint8Array(bytes, magic.length + ivBytes);
  return crypto.subtle.decrypt({ name: 'AES-GCM', iv }, await cryptoKey(), body);
}
