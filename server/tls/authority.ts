// The clinic's own certificate authority: made once, on the first start with HTTPS_PORT, and kept
// in DATA_DIR/tls. Tablets trust its certificate; its key signs the server certificate and never
// leaves the folder (nothing serves it: the plain port answers /ca.crt from the certificate alone).
import { hostname } from 'node:os';
import { join } from 'node:path';
import { fingerprintOf, newKeyPair, privateKeyOf, privateKeyPem, signingAlgorithm, x509 } from './x509';
import { readIfThere, tlsFiles, writeAtomically } from './files';

export interface Authority {
  certificate: x509.X509Certificate;
  key: CryptoKey;
  pem: string;
  der: Buffer;
  fingerprint: string;
}

/** Twenty years: a tablet that trusted it should not have to trust a new one in its lifetime.
 *  (Apple's 398-day limit is for the server certificates a CA issues, not for the root.) */
const authorityYears = 20;

export async function loadOrCreateAuthority(dir: string, now: Date): Promise<Authority> {
  const keyPath = join(dir, tlsFiles.caKey);
  const certPath = join(dir, tlsFiles.caCert);
  const keyPem = readIfThere(keyPath);
  const certPem = readIfThere(certPath);
  if (keyPem && certPem) return authorityOf(new x509.X509Certificate(certPem), await privateKeyOf(keyPem));
  const keys = await newKeyPair();
  const notAfter = new Date(now);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + authorityYears);
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: randomSerial(),
    // ASCII only: some Android versions show a non-Latin subject as escaped bytes.
    name: `CN=Clinic stations CA (${hostname().replace(/[^\w.-]/g, '')}), O=Clinic stations`,
    notBefore: oneHourBefore(now),
    notAfter,
    keys,
    signingAlgorithm,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  // The key first: a certificate without its key would be taken for a whole authority.
  writeAtomically(keyPath, await privateKeyPem(keys.privateKey), true);
  writeAtomically(certPath, certificate.toString('pem'), false);
  return authorityOf(certificate, keys.privateKey);
}

function authorityOf(certificate: x509.X509Certificate, key: CryptoKey): Authority {
  const der = Buffer.from(certificate.rawData);
  return { certificate, key, pem: certificate.toString('pem'), der, fingerprint: fingerprintOf(der) };
}

/** 16 random bytes, top bit clear (a serial is a positive integer). */
export function randomSerial(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[0] = (bytes[0]! & 0x7f) | 0x01;
  return Buffer.from(bytes).toString('hex');
}

/** A tablet whose clock runs a little behind still takes a certificate made just now. */
export function oneHourBefore(now: Date): Date {
  return new Date(now.getTime() - 3600_000);
}
