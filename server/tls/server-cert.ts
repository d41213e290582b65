// The server certificate the clinic's authority issues for TLS_HOSTS: serverAuth only, at most
// 397 days (Apple's limit for a TLS certificate is 398), issued anew when under 30 days remain,
// when TLS_HOSTS names other hosts, or when it was not signed by the authority in the folder.
import { join } from 'node:path';
import type { Authority } from './authority';
import { oneHourBefore, randomSerial } from './authority';
import { readIfThere, tlsFiles, writeAtomically } from './files';
import { sameHosts, sanOf } from './hosts';
import { newKeyPair, privateKeyPem, signingAlgorithm, x509 } from './x509';

export const serverCertificateDays = 397;
export const renewWhenDaysLeft = 30;
const dayMs = 24 * 3600_000;

export interface ServerCertificate {
  /** The server certificate and the authority's, as TLS sends them. */
  certPem: string;
  keyPem: string;
  notAfter: Date;
  hosts: string[];
  serialNumber: string;
}

/** The certificate in the folder if it still serves, else a new one written there. */
export async function currentServerCertificate(dir: string, authority: Authority, hosts: string[], now: Date): Promise<ServerCertificate> {
  const kept = keptCertificate(dir);
  if (kept && await stillServes(kept, authority, hosts, now)) return kept;
  return issue(dir, authority, hosts, now);
}

function keptCertificate(dir: string): ServerCertificate | undefined {
  const text = readIfThere(join(dir, tlsFiles.server));
  if (!text) return undefined;
  try {
    const { certPem, keyPem, hosts } = JSON.parse(text) as { certPem: string; keyPem: string; hosts: string[] };
    const leaf = new x509.X509Certificate(certPem);
    return { certPem, keyPem, notAfter: leaf.notAfter, hosts, serialNumber: leaf.serialNumber };
  } catch {
    // A damaged file (a disk fault, a hand edit) costs nothing to replace: tablets trust the
    // authority, not this certificate. A damaged authority is not replaced so quietly.
    return undefined;
  }
}

async function stillServes(kept: ServerCertificate, authority: Authority, hosts: string[], now: Date): Promise<boolean> {
  if (!sameHosts(kept.hosts, hosts)) return false;
  if (kept.notAfter.getTime() - now.getTime() < renewWhenDaysLeft * dayMs) return false;
  const leaf = new x509.X509Certificate(kept.certPem);
  return leaf.verify({ publicKey: authority.certificate.publicKey, signatureOnly: true });
}

async function issue(dir: string, authority: Authority, hosts: string[], now: Date): Promise<ServerCertificate> {
  const keys = await newKeyPair();
  const serialNumber = randomSerial();
  const notAfter = new Date(now.getTime() + serverCertificateDays * dayMs);
  const leaf = await x509.X509CertificateGenerator.create({
    serialNumber,
    subject: `CN=${hosts[0] ?? 'clinic'}`,
    issuer: authority.certificate.subject,
    notBefore: oneHourBefore(now),
    notAfter,
    publicKey: keys.publicKey,
    signingKey: authority.key,
    signingAlgorithm,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension(sanOf(hosts)),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(authority.certificate.publicKey),
    ],
  });
  const certPem = `${leaf.toString('pem')}\n${authority.pem}\n`;
  const keyPem = await privateKeyPem(keys.privateKey);
  // Key, certificate and names in one file, renamed into place: never a key beside another's certificate.
  writeAtomically(join(dir, tlsFiles.server), JSON.stringify({ hosts, certPem, keyPem }), true);
  return { certPem, keyPem, notAfter, hosts, serialNumber: leaf.serialNumber };
}
