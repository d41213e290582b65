// Sealing a row's personal part: AES-256-GCM, a random 96-bit nonce per write.
// Layout: version (1 byte) · nonce (12) · ciphertext+tag. The plaintext keeps binary fields
// (photos, thumbnails) as bytes beside the JSON of the rest, never as base64:
// u32 JSON length · JSON · u32 count · (u32 length · bytes)*.
import { gcm } from '@noble/ciphers/aes.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { DataKey } from './data-key';

const format = 1;
const nonceBytes = 12;
const binaryTag = '$bin';

export function pack(value: Record<string, unknown>): Uint8Array {
  const binaries: Uint8Array[] = [];
  const json = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof ArrayBuffer) return { [binaryTag]: binaries.push(new Uint8Array(v)) - 1, kind: 'buffer' };
    if (ArrayBuffer.isView(v)) return { [binaryTag]: binaries.push(new Uint8Array(v.buffer, v.byteOffset, v.byteLength)) - 1, kind: 'view' };
    return v;
  });
  const text = utf8ToBytes(json);
  const size = 8 + text.length + binaries.reduce((sum, b) => sum + 4 + b.length, 0);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  view.setUint32(0, text.length);
  out.set(text, 4);
  let at = 4 + text.length;
  view.setUint32(at, binaries.length);
  at += 4;
  for (const b of binaries) {
    view.setUint32(at, b.length);
    out.set(b, at + 4);
    at += 4 + b.length;
  }
  return out;
}

export function unpack(bytes: Uint8Array): Record<string, unknown> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const textLength = view.getUint32(0);
  const json = new TextDecoder().decode(bytes.subarray(4, 4 + textLength));
  let at = 4 + textLength;
  const count = view.getUint32(at);
  at += 4;
  const binaries: Uint8Array[] = [];
  for (let i = 0; i < count; i++) {
    const length = view.getUint32(at);
    binaries.push(bytes.slice(at + 4, at + 4 + length)); // a copy: its own ArrayBuffer
    at += 4 + length;
  }
  return JSON.parse(json, (_key, v: unknown) => {
    if (v && typeof v === 'object' && binaryTag in v) {
      const { [binaryTag]: index, kind } = v as { $bin: number; kind: string };
      const b = binaries[index]!;
      return kind === 'buffer' ? b.buffer : b;
    }
    return v;
  }) as Record<string, unknown>;
}

/** `plain`: a packed value (pack). */
export function sealPacked(key: DataKey, plain: Uint8Array): Uint8Array {
  const nonce = crypto.getRandomValues(new Uint8Array(nonceBytes));
  const sealed = gcm(key.raw, nonce).encrypt(plain);
  const out = new Uint8Array(1 + nonceBytes + sealed.length);
  out[0] = format;
  out.set(nonce, 1);
  out.set(sealed, 1 + nonceBytes);
  return out;
}

export function seal(key: DataKey, value: Record<string, unknown>): Uint8Array {
  return sealPacked(key, pack(value));
}

/** The packed value; throws when the bytes were not sealed with this key or were changed. */
export function openPacked(key: DataKey, sealed: Uint8Array): Uint8Array {
  if (sealed[0] !== format) throw new Error('unknown sealed format');
  const nonce = sealed.subarray(1, 1 + nonceBytes);
  // A copy of its own: the cipher text starts at byte 13, and the cipher copies a text that is not
  // 4-byte aligned with Uint8Array.from, element by element (a tenth of a replay's main thread).
  return gcm(key.raw, nonce).decrypt(sealed.slice(1 + nonceBytes));
}

/** Whether a raw key (not yet adopted) opens these sealed bytes: a key a server offers is tried on
 * the tablet's rows before it unlocks anything (store/key-fits-rows.ts). */
export function rawKeyOpens(raw: Uint8Array, sealed: Uint8Array): boolean {
  if (sealed[0] !== format) return false;
  try {
    gcm(raw, sealed.subarray(1, 1 + nonceBytes)).decrypt(sealed.slice(1 + nonceBytes));
    return true;
  } catch {
    return false;
  }
}

/** openPacked by WebCrypto's native AES-GCM (the same layout: cipher text, then its 16-byte tag),
 * for a reader outside a transaction: the JavaScript cipher's cost per row, most of it the tag's
 * GHASH, adds up over a replay that opens thousands of entries. `cryptoKey`: the key's `raw` part (web-keys.ts). */
export async function openPackedNatively(cryptoKey: CryptoKey, sealed: Uint8Array): Promise<Uint8Array> {
  if (sealed[0] !== format) throw new Error('unknown sealed format');
  const iv = sealed.slice(1, 1 + nonceBytes);
  return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, cryptoKey, sealed.slice(1 + nonceBytes)));
}

/** Throws when the bytes were not sealed with this key or were changed. */
export function open(key: DataKey, sealed: Uint8Array): Record<string, unknown> {
  return unpack(openPacked(key, sealed));
}

/** The national-code index entry: a keyed hash of the code, exactly as the row holds it. */
export function indexHash(key: DataKey, code: string): string {
  return bytesToHex(hmac(sha256, key.indexKey, utf8ToBytes(code)));
}
