// A secret the tablet must open unattended, before anyone unlocks it: a kiosk's token after a
// restart, which is what fetches the kiosk's data key. It cannot be sealed under that key, so it
// is sealed under a key of the tablet's own: AES-256-GCM made by WebCrypto as non-extractable,
// kept in IndexedDB as a CryptoKey (structured clone), never as bytes a script could read or
// export. On disk the secret is never plain: a copied profile holds no token in any encoding.
// What it cannot do: the browser keeps the CryptoKey's material in its own serialization, so a
// thief who decodes that can open the token; a stolen kiosk's token is revoked on the server.

const prefix = 'devsealed1:';
const ivBytes = 12;

export function newDeviceTextKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

export function isDeviceSealedText(stored: string): boolean {
  return stored.startsWith(prefix);
}

export async function sealWithDeviceKey(key: CryptoKey, text: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(ivBytes));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(text)));
  const bytes = new Uint8Array(ivBytes + sealed.length);
  bytes.set(iv, 0);
  bytes.set(sealed, ivBytes);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return prefix + btoa(binary);
}

/** The text, or undefined when it was not sealed with this key (or was changed). */
export async function openWithDeviceKey(key: CryptoKey, stored: string): Promise<string | undefined> {
  if (!isDeviceSealedText(stored)) return undefined;
  try {
    const bytes = Uint8Array.from(atob(stored.slice(prefix.length)), (char) => char.charCodeAt(0));
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, ivBytes) }, key, bytes.subarray(ivBytes));
    return new TextDecoder().decode(plain);
  } catch {
    return undefined;
  }
}
