// A queued write sealed for the server (domain/delivery.ts has the layout): a one-time ECDH P-256
// key agreed with the server's public key, HKDF-SHA-256, AES-256-GCM. The tablet keeps no secret
// that opens it again: whoever is at the tablet can send it, nobody there can read it.
import { sealedHeaderBytes, sealedInfo, sealedIvBytes, sealedKeyBytes, sealedVersion, type DeliveryKey, type SealedHeader } from '../../domain/delivery';

const importedKeys = new Map<string, Promise<CryptoKey>>();

function serverKey(key: DeliveryKey): Promise<CryptoKey> {
  let found = importedKeys.get(key.kid);
  if (!found) {
    found = crypto.subtle.importKey('jwk', { ...key.jwk, ext: true }, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
    importedKeys.set(key.kid, found);
  }
  return found;
}

/** The plaintext: [header length, 4 bytes big-endian][header JSON][photo bytes]. */
function plaintextOf(header: SealedHeader, file?: ArrayBuffer): Uint8Array<ArrayBuffer> {
  const json = new TextEncoder().encode(JSON.stringify(header));
  const plain = new Uint8Array(4 + json.length + (file?.byteLength ?? 0));
  new DataView(plain.buffer).setUint32(0, json.length);
  plain.set(json, 4);
  if (file) plain.set(new Uint8Array(file), 4 + json.length);
  return plain;
}

/** `header` (and a photo's bytes) sealed for the server's key. */
export async function sealForServer(key: DeliveryKey, header: SealedHeader, file?: ArrayBuffer): Promise<Uint8Array<ArrayBuffer>> {
  const oneTime = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']) as CryptoKeyPair;
  const shared = await crypto.subtle.deriveBits({ name: 'ECDH', public: await serverKey(key) }, oneTime.privateKey, 256);
  const oneTimePublic = new Uint8Array(await crypto.subtle.exportKey('raw', oneTime.publicKey));
  const hkdf = await crypto.subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  const aes = await crypto.subtle.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt: oneTimePublic, info: new TextEncoder().encode(sealedInfo) },
    hkdf, { name: 'AES-GCM', length: 256 }, false, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(sealedIvBytes));
  const body = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, plaintextOf(header, file)));
  const sealed = new Uint8Array(sealedHeaderBytes + body.length);
  sealed[0] = sealedVersion;
  sealed.set(oneTimePublic.subarray(0, sealedKeyBytes), 1);
  sealed.set(iv, 1 + sealedKeyBytes);
  sealed.set(body, sealedHeaderBytes);
  return sealed;
}
