// The clinic's certificates (server/tls/): what a tablet's TLS checks (names as the right SAN
// kinds, serverAuth, ≤ 397 days, signed by the clinic authority), kept across restarts, issued
// anew for new TLS_HOSTS, renewed under 30 days left without a restart, or the clinic's own files.
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname, networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../../server/start';
import { prepareTestDatabase, startTestServer, type TestServer } from '../server/harness';
import { httpsGet, peerCertificate, portOf } from '../server/tls-client';
import { newKeyPair, privateKeyPem, signingAlgorithm, x509 } from '../../server/tls/x509';

const dayMs = 24 * 3600_000;
const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function httpsServer(options: Parameters<typeof startTestServer>[0] = {}) {
  const server = await startTestServer({ pglite: true, httpsPort: 0, port: 0, tlsHosts: 'clinic.lan,127.0.0.1,192.168.1.20', ...options });
  servers.push(server);
  return { server, httpsPort: portOf(server.httpsUrl!), ca: () => readFileSync(join(server.dataDir, 'tls', 'ca.crt.pem'), 'utf8') };
}

describe('the generated certificates', () => {
  it('names each host as its own SAN kind, serves only serverAuth, lasts at most 397 days, and chains to the clinic authority', async () => {
    const { server, httpsPort, ca } = await httpsServer();
    const peer = await peerCertificate(httpsPort, 'clinic.lan', ca());
    expect(peer.authorized, String(peer.error)).toBe(true);
    expect(peer.certificate.subjectaltname).toBe('DNS:clinic.lan, IP Address:127.0.0.1, IP Address:192.168.1.20');
    expect(peer.certificate.ext_key_usage).toEqual(['1.3.6.1.5.5.7.3.1']);
    const days = (Date.parse(peer.certificate.valid_to) - Date.parse(peer.certificate.valid_from)) / dayMs;
    expect(days).toBeLessThanOrEqual(398);
    expect(days).toBeGreaterThan(390);
    // An address checked against the iPAddress entry, as a tablet that typed the address does.
    expect((await peerCertificate(httpsPort, '192.168.1.20', ca())).authorized).toBe(true);
    expect((await peerCertificate(httpsPort, '192.168.1.21', ca())).authorized).toBe(false);
    // A name the certificate does not hold is refused by a client that trusts the authority.
    await expect(httpsGet(httpsPort, 'other.lan', '/api/v1/health', ca())).rejects.toThrow(/altnames|does not match/i);
    const health = await httpsGet(httpsPort, 'clinic.lan', '/api/v1/health', ca());
    expect(health.status).toBe(200);
    const authority = new X509Certificate(ca());
    expect(authority.ca).toBe(true);
    expect(statSync(join(server.dataDir, 'tls', 'ca.key.pem')).mode & 0o777).toBe(0o600);
    expect(statSync(join(server.dataDir, 'tls', 'server.json')).mode & 0o777).toBe(0o600);
  });

  it('keeps the authority and the certificate across a restart, and issues a new certificate (same authority) for new TLS_HOSTS', async () => {
    // One data folder through three starts (the harness's servers each get a folder of their own).
    const database = await prepareTestDatabase(undefined, { pglite: true });
    const start = async (tlsHosts: string) => {
      const running = await startServer({ port: 0, httpsPort: 0, host: '127.0.0.1', dataDir: database.dataDir, quiet: true, tlsHosts });
      return { running, httpsPort: portOf(running.httpsUrl!) };
    };
    try {
      const first = await start('clinic.lan,127.0.0.1,192.168.1.20');
      const caPem = readFileSync(join(database.dataDir, 'tls', 'ca.crt.pem'), 'utf8');
      const before = await peerCertificate(first.httpsPort, 'clinic.lan', caPem);
      await first.running.close();
      const again = await start('127.0.0.1,clinic.lan,192.168.1.20');
      const same = await peerCertificate(again.httpsPort, 'clinic.lan', caPem);
      await again.running.close();
      expect(same.certificate.serialNumber).toBe(before.certificate.serialNumber);
      const moved = await start('clinic.lan,10.0.0.5');
      const renamed = await peerCertificate(moved.httpsPort, '10.0.0.5', caPem);
      await moved.running.close();
      expect(renamed.authorized).toBe(true);
      expect(renamed.certificate.serialNumber).not.toBe(before.certificate.serialNumber);
      expect(renamed.certificate.subjectaltname).toBe('DNS:clinic.lan, IP Address:10.0.0.5');
      expect(readFileSync(join(database.dataDir, 'tls', 'ca.crt.pem'), 'utf8')).toBe(caPem);
    } finally {
      await database.drop();
    }
  });

  it('renews the certificate once under 30 days remain, and serves the new one without a restart', async () => {
    let now = Date.now();
    const { httpsPort, ca } = await httpsServer({ tlsClock: { now: () => new Date(now), everyMs: 50 } });
    const first = await peerCertificate(httpsPort, 'clinic.lan', ca());
    const ends = Date.parse(first.certificate.valid_to);
    now = ends - 31 * dayMs;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await peerCertificate(httpsPort, 'clinic.lan', ca())).certificate.serialNumber).toBe(first.certificate.serialNumber);
    now = ends - 29 * dayMs;
    const renewed = await waitFor(async () => {
      const peer = await peerCertificate(httpsPort, 'clinic.lan', ca());
      return peer.certificate.serialNumber !== first.certificate.serialNumber ? peer : undefined;
    });
    // Issued at the server's clock (a year ahead of this machine's), by the same authority.
    expect(Math.abs(Date.parse(renewed.certificate.valid_from) - (now - 3600_000))).toBeLessThan(2_000);
    expect(new X509Certificate(renewed.certificate.raw).verify(new X509Certificate(ca()).publicKey)).toBe(true);
    expect(Date.parse(renewed.certificate.valid_to)).toBeGreaterThan(ends + 300 * dayMs);
  });
});

describe('the default names, and a damaged certificate file', () => {
  it('without TLS_HOSTS: the host name and the non-loopback addresses, never loopback', async () => {
    const { server, httpsPort, ca } = await httpsServer({ tlsHosts: undefined });
    const san = (await peerCertificate(httpsPort, hostname().toLowerCase(), ca())).certificate.subjectaltname;
    expect(san).toContain(`DNS:${hostname().toLowerCase()}`);
    const ipv4 = Object.values(networkInterfaces()).flat().filter((a) => a && !a.internal && a.family === 'IPv4').map((a) => a!.address);
    for (const address of ipv4) expect(san).toContain(`IP Address:${address}`);
    expect(san).not.toContain('127.0.0.1');
    expect(server.httpsUrl).toMatch(/^https:/);
  });

  it('replaces a damaged server certificate file with a new certificate from the same authority', async () => {
    const database = await prepareTestDatabase(undefined, { pglite: true });
    const start = () => startServer({ port: 0, httpsPort: 0, host: '127.0.0.1', dataDir: database.dataDir, quiet: true, tlsHosts: 'clinic.lan' });
    try {
      await (await start()).close();
      const caPem = readFileSync(join(database.dataDir, 'tls', 'ca.crt.pem'), 'utf8');
      const file = join(database.dataDir, 'tls', 'server.json');
      writeFileSync(file, readFileSync(file, 'utf8').slice(0, 200));
      const again = await start();
      const peer = await peerCertificate(portOf(again.httpsUrl!), 'clinic.lan', caPem);
      await again.close();
      expect(peer.authorized).toBe(true);
    } finally {
      await database.drop();
    }
  });
});

describe('a plain port already taken', () => {
  it('fails the start and leaves neither the HTTPS port nor the data folder held', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const takenPort = (taken.address() as AddressInfo).port;
    const database = await prepareTestDatabase(undefined, { pglite: true });
    const free = createServer();
    await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve));
    const httpsPort = (free.address() as AddressInfo).port;
    await new Promise((resolve) => free.close(resolve));
    try {
      const options = { httpsPort, host: '127.0.0.1', dataDir: database.dataDir, quiet: true, tlsHosts: 'clinic.lan' };
      await expect(startServer({ ...options, port: takenPort })).rejects.toThrow(/EADDRINUSE/);
      // The same HTTPS port and folder start again at once: nothing of the failed start holds them.
      const again = await startServer({ ...options, port: 0 });
      await again.close();
    } finally {
      taken.close();
      await database.drop();
    }
  });
});

describe('the clinic\'s own certificate (TLS_CERT_FILE, TLS_KEY_FILE)', () => {
  it('is served instead of a generated one, its fingerprint is the one shown, and a renewed pair is taken without a restart', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'clinic-own-cert-'));
    const writeOwn = async () => {
      const keys = await newKeyPair();
      const own = await x509.X509CertificateGenerator.createSelfSigned({
        name: 'CN=clinic.lan', keys, signingAlgorithm, notAfter: new Date(Date.now() + 100 * dayMs),
        extensions: [new x509.SubjectAlternativeNameExtension([{ type: 'dns', value: 'clinic.lan' }])],
      });
      writeFileSync(join(folder, 'key.pem'), await privateKeyPem(keys.privateKey));
      writeFileSync(join(folder, 'cert.pem'), own.toString('pem'));
      return own;
    };
    const own = await writeOwn();
    const { server, httpsPort } = await httpsServer({ tlsCertFile: join(folder, 'cert.pem'), tlsKeyFile: join(folder, 'key.pem'), tlsClock: { now: () => new Date(), everyMs: 50 } });
    const peer = await peerCertificate(httpsPort, 'clinic.lan', own.toString('pem'));
    expect(peer.authorized).toBe(true);
    expect(peer.certificate.fingerprint256).toBe(createHash('sha256').update(Buffer.from(own.rawData)).digest('hex').toUpperCase().match(/../g)!.join(':'));
    const page = await fetch(`${server.url}/ca`);
    expect(await page.text()).toContain(peer.certificate.fingerprint256);
    // No authority of ours was made beside the clinic's own.
    expect(() => statSync(join(server.dataDir, 'tls', 'ca.key.pem'))).toThrow();
    // The clinic replaces its pair: the next look serves it.
    const renewed = await writeOwn();
    const served = await waitFor(async () => {
      const now = await peerCertificate(httpsPort, 'clinic.lan', renewed.toString('pem'));
      return now.authorized ? now : undefined;
    });
    expect(served.certificate.serialNumber.toLowerCase()).toBe(renewed.serialNumber.toLowerCase());
  });
});

async function waitFor<T>(probe: () => Promise<T | undefined>, limitMs = 10_000): Promise<T> {
  const until = Date.now() + limitMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('the condition did not come about');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
