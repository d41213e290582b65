// With HTTPS_PORT, the plain port serves two things only: a redirect to https at the name the
// request came by, and the certificate page (/ca, /ca.crt). The authority's key is never served,
// the fingerprint is logged at start and shown to SuperAdmin alone (tls/certificate).
import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tlsCardText } from '../../src/domain/tls-card-text';
import { tlsText } from '../../src/domain/tls-text';
import { superAdminPassword, startTestServer, type TestServer } from '../server/harness';
import { httpGet, httpsGet, portOf } from '../server/tls-client';
import { call } from '../server/http';
import { serverWithTokens } from '../server/fixtures';

const lines: string[] = [];
let server: TestServer;
let plainPort: number;
let httpsPort: number;
let caPem: string;

beforeAll(async () => {
  server = await startTestServer({ pglite: true, httpsPort: 0, port: 0, tlsHosts: 'clinic.lan,127.0.0.1', quiet: false, logSink: (line) => lines.push(line) });
  plainPort = portOf(server.url);
  httpsPort = portOf(server.httpsUrl!);
  caPem = readFileSync(join(server.dataDir, 'tls', 'ca.crt.pem'), 'utf8');
});
afterAll(async () => server.close());

const fingerprint = () => new X509Certificate(caPem).fingerprint256;

describe('the plain port', () => {
  it('redirects every other request to the same path and query on https, at the name it came by', async () => {
    for (const [path, method] of [['/', 'GET'], ['/login/reception?next=%2Fv2', 'GET'], ['/api/v1/Account/login', 'POST'], ['/api/v1/health', 'GET']] as const) {
      const answer = await httpGet(plainPort, 'clinic.lan', path, method);
      expect(answer.status, path).toBe(307);
      expect(answer.headers.location).toBe(`https://clinic.lan:${httpsPort}${path}`);
    }
    expect((await httpGet(plainPort, '192.168.1.20', '/x')).headers.location).toBe(`https://192.168.1.20:${httpsPort}/x`);
    // A Host header that is no host name does not make the redirect point elsewhere.
    expect((await httpGet(plainPort, 'evil.example/@x', '/')).headers.location).toBe(`https://clinic.lan:${httpsPort}/`);
  });

  it('serves the certificate page in Persian, with the fingerprint, the https addresses and the steps', async () => {
    const page = await httpGet(plainPort, 'clinic.lan', '/ca');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = page.body.toString('utf8');
    expect(html).toContain('dir="rtl"');
    expect(html).toContain(fingerprint());
    expect(html).toContain(`https://clinic.lan:${httpsPort}/`);
    expect(html).toContain(tlsText.ipadSteps[3]);
    expect(html).toContain('Certificate Trust Settings');
    expect(html).toContain(tlsText.androidSteps[2]);
    expect(html).toContain('href="/ca.crt"');
  });

  it('serves the authority\'s certificate as DER with the CA type, and that is the certificate https chains to', async () => {
    const answer = await httpGet(plainPort, 'clinic.lan', '/ca.crt');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/x-x509-ca-cert');
    const served = new X509Certificate(answer.body);
    expect(served.ca).toBe(true);
    expect(served.fingerprint256).toBe(fingerprint());
    const health = await httpsGet(httpsPort, 'clinic.lan', '/api/v1/health', served.toString());
    expect(health.status).toBe(200);
  });

  it('is also answered over https, for a tablet that already trusts the authority', async () => {
    const page = await httpsGet(httpsPort, 'clinic.lan', '/ca', caPem);
    expect(page.body.toString('utf8')).toContain(fingerprint());
    const certificate = await httpsGet(httpsPort, 'clinic.lan', '/ca.crt', caPem);
    expect(new X509Certificate(certificate.body).fingerprint256).toBe(fingerprint());
  });

  it('never serves the authority\'s key, on either port', async () => {
    const key = readFileSync(join(server.dataDir, 'tls', 'ca.key.pem'), 'utf8');
    const keyBody = key.split('\n').filter((line) => line && !line.startsWith('-----')).join('');
    const paths = ['/ca.key', '/ca.key.pem', '/tls/ca.key.pem', '/data/tls/ca.key.pem', '/../tls/ca.key.pem', '/%2e%2e/tls/ca.key.pem', '/ca.pem', '/ca?key=1', '/CA.CRT'];
    for (const path of paths) {
      const plain = await httpGet(plainPort, 'clinic.lan', path);
      const secure = await httpsGet(httpsPort, 'clinic.lan', path, caPem);
      for (const answer of [plain, secure]) {
        const text = answer.body.toString('utf8');
        expect(text, path).not.toContain('PRIVATE KEY');
        expect(text, path).not.toContain(keyBody.slice(0, 40));
        expect(answer.body.toString('base64'), path).not.toContain(keyBody.slice(8, 48));
      }
    }
  });

  it('logs the fingerprint at start', () => {
    const entry = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.event === 'tls');
    expect(entry).toMatchObject({ fingerprint: fingerprint(), own: false, httpsPort });
  });
});

describe('tls/certificate', () => {
  it('gives SuperAdmin the fingerprint, the names and the end date over https', async () => {
    const login = await httpsGet(httpsPort, 'clinic.lan', '/api/v1/Account/login', caPem, { method: 'POST', json: { userName: 'SuperAdmin', password: superAdminPassword } });
    const token = (JSON.parse(login.body.toString()) as { result: { token: string } }).result.token;
    const answer = await httpsGet(httpsPort, 'clinic.lan', '/api/v1/tls/certificate', caPem, { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(200);
    const result = (JSON.parse(answer.body.toString()) as { result: Record<string, unknown> }).result;
    expect(result).toMatchObject({ enabled: true, own: false, fingerprint: fingerprint(), hosts: ['clinic.lan', '127.0.0.1'], httpsPort, plainPort });
  });
});

describe('tls/certificate on a server without HTTPS', () => {
  const s = serverWithTokens();
  it('is refused to every role but SuperAdmin, and says HTTPS is off', async () => {
    expect((await call(s.server.apiUrl, 'GET', 'tls/certificate')).status).toBe(401);
    for (const role of ['Reception', 'Research', 'screening', 'helper', 'Consultation', 'Kiosk'] as const) {
      expect((await call(s.server.apiUrl, 'GET', 'tls/certificate', { token: s.tokens[role] })).status, role).toBe(403);
    }
    const answer = await call(s.server.apiUrl, 'GET', 'tls/certificate', { token: s.tokens.SuperAdmin });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ enabled: false, fingerprint: null });
  });

  it('answers /ca with a Persian page saying HTTPS is off, not the app', async () => {
    const page = await fetch(`${s.server.url}/ca`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(tlsCardText.cardNoHttps);
    expect(html).not.toContain('id="root"');
    expect((await fetch(`${s.server.url}/ca.crt`)).headers.get('content-type')).not.toBe('application/x-x509-ca-cert');
  });
});
