// What the HTTPS server serves and what the plain port shows about it: the clinic authority's
// certificate chain (made and renewed here), or the clinic's own files (TLS_CERT_FILE, TLS_KEY_FILE).
import { readFileSync } from 'node:fs';
import { loadOrCreateAuthority, type Authority } from './authority';
import { tlsDirOf } from './files';
import { currentServerCertificate } from './server-cert';
import { fingerprintOf, x509 } from './x509';

export interface TlsState {
  keyPem: string;
  certPem: string;
  /** The clinic authority's certificate, for /ca.crt; none with the clinic's own files. */
  authorityDer: Buffer | undefined;
  /** What staff compare before trusting: the authority's SHA-256, or the served certificate's. */
  fingerprint: string;
  hosts: string[];
  notAfter: Date;
  serialNumber: string;
  own: boolean;
}

export interface TlsSource {
  state: TlsState;
  /** Looks again (renewal, changed files); true when what is served has changed. */
  refresh(now: Date): Promise<boolean>;
}

export interface TlsSettings {
  dataDir: string;
  hosts: string[];
  certFile?: string;
  keyFile?: string;
}

export async function tlsSourceOf(settings: TlsSettings, now: Date): Promise<TlsSource> {
  if (settings.certFile || settings.keyFile) return ownFiles(settings);
  const dir = tlsDirOf(settings.dataDir);
  const authority = await loadOrCreateAuthority(dir, now);
  const source: TlsSource = {
    state: await issuedState(dir, authority, settings.hosts, now),
    async refresh(at) {
      const next = await issuedState(dir, authority, settings.hosts, at);
      const changed = next.serialNumber !== source.state.serialNumber;
      source.state = next;
      return changed;
    },
  };
  return source;
}

async function issuedState(dir: string, authority: Authority, hosts: string[], now: Date): Promise<TlsState> {
  const issued = await currentServerCertificate(dir, authority, hosts, now);
  return {
    keyPem: issued.keyPem, certPem: issued.certPem, authorityDer: authority.der, fingerprint: authority.fingerprint,
    hosts: issued.hosts, notAfter: issued.notAfter, serialNumber: issued.serialNumber, own: false,
  };
}

function ownFiles(settings: TlsSettings): TlsSource {
  if (!settings.certFile || !settings.keyFile) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together: set both or neither');
  const read = (): TlsState => {
    const certPem = readFileSync(settings.certFile!, 'utf8');
    const keyPem = readFileSync(settings.keyFile!, 'utf8');
    const leaf = new x509.X509Certificate(certPem);
    const names = leaf.getExtension(x509.SubjectAlternativeNameExtension)?.names.items.map((name) => name.value) ?? [];
    return {
      keyPem, certPem, authorityDer: undefined, fingerprint: fingerprintOf(leaf.rawData),
      hosts: names, notAfter: leaf.notAfter, serialNumber: leaf.serialNumber, own: true,
    };
  };
  const source: TlsSource = {
    state: read(),
    // The clinic renews its own files: the daily look takes a new pair without a restart.
    async refresh() {
      const next = read();
      const changed = next.certPem !== source.state.certPem || next.keyPem !== source.state.keyPem;
      source.state = next;
      return changed;
    },
  };
  return source;
}
