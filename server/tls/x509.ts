// @peculiar/x509 over Node's own WebCrypto: keys are CryptoKeys made and used in process, with no
// OpenSSL binary to run. Its dependency injection needs reflect-metadata loaded before it.
import 'reflect-metadata';
import { createHash, webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';

x509.cryptoProvider.set(webcrypto as unknown as Crypto);

export { x509 };

/** ECDSA P-256: what every tablet's TLS takes, and small and fast to sign with. */
export const keyAlgorithm = { name: 'ECDSA', namedCurve: 'P-256' } as const;
export const signingAlgorithm = { name: 'ECDSA', hash: 'SHA-256' } as const;

export async function newKeyPair(): Promise<CryptoKeyPair> {
  return (await webcrypto.subtle.generateKey(keyAlgorithm, true, ['sign', 'verify'])) as CryptoKeyPair;
}

export async function privateKeyPem(key: CryptoKey): Promise<string> {
  const der = await webcrypto.subtle.exportKey('pkcs8', key);
  return x509.PemConverter.encode(der, 'PRIVATE KEY');
}

export async function privateKeyOf(pem: string): Promise<CryptoKey> {
  const der = x509.PemConverter.decodeFirst(pem);
  return (await webcrypto.subtle.importKey('pkcs8', der, keyAlgorithm, true, ['sign'])) as CryptoKey;
}

/** SHA-256 of the certificate's DER as Android and iOS show it: hex pairs joined by colons. */
export function fingerprintOf(der: ArrayBuffer | Uint8Array): string {
  const digest = createHash('sha256').update(new Uint8Array(der)).digest();
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0').toUpperCase()).join(':');
}
