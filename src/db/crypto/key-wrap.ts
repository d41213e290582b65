// The data key wrapped for one person: one PBKDF2-SHA-256 run (600,000
// iterations, as the offline verifier) gives 512 bits; the first half is the verifier kept on
// disk (the same bits a 256-bit run gives, so older verifiers still check), the second half a
// key-encryption key that is never stored: a non-extractable AES-GCM CryptoKey that wraps the
// data key. Only the person's password opens their copy.
const nonceBytes = 12;

export interface SignInSecrets {
  verifier: ArrayBuffer;
  kek: CryptoKey;
}

export async function deriveSignInSecrets(material: string, salt: ArrayBuffer, iterations: number): Promise<SignInSecrets> {
  const base = await crypto.subtle.importKey('raw', new TextEncoder().encode(material), 'PBKDF2', false, ['deriveBits']);
  // A view, not the buffer: WebCrypto accepts a typed array from any realm (an ArrayBuffer made
  // in another realm, a test's DOM say, is refused).
  const bits = new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: new Uint8Array(salt), iterations }, base, 512));
  const kek = await crypto.subtle.importKey('raw', bits.slice(32), 'AES-GCM', false, ['encrypt', 'decrypt']);
  const verifier = bits.slice(0, 32).buffer;
  bits.fill(0);
  return { verifier, kek };
}

/** nonce (12 bytes) · AES-GCM ciphertext of the data key. */
export async function wrapDataKey(kek: CryptoKey, raw: Uint8Array): Promise<ArrayBuffer> {
  const nonce = crypto.getRandomValues(new Uint8Array(nonceBytes));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce }, kek, new Uint8Array(raw)));
  const out = new Uint8Array(nonceBytes + sealed.length);
  out.set(nonce);
  out.set(sealed, nonceBytes);
  return out.buffer;
}

export async function unwrapDataKey(kek: CryptoKey, wrapped: ArrayBuffer): Promise<Uint8Array> {
  const bytes = new Uint8Array(wrapped);
  return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, nonceBytes) }, kek, bytes.slice(nonceBytes)));
}
