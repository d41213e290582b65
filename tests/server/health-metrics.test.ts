// Liveness, readiness and GET /metrics: readiness fails while a migration of
// this release is missing; metrics answer on loopback or to METRICS_TOKEN, never to another
// machine without it, nor through a reverse proxy (TRUST_PROXY=1, or a forwarded request).
import { networkInterfaces } from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../src/domain/server-messages';
import { migrationCount } from '../../server/db/migrate';
import { startTestServer, type TestServer } from './harness';

/** An address of this machine that is not loopback: requests to it come from "another machine". */
function lanAddress(): string {
  const found = Object.values(networkInterfaces()).flat().find((entry) => entry && entry.family === 'IPv4' && !entry.internal);
  if (!found) throw new Error('this machine has no non-loopback IPv4 address to test from');
  return found.address;
}

let direct: TestServer;
let proxied: TestServer;
const token = 'metrics-token-4d1f9a';
beforeAll(async () => {
  direct = await startTestServer({ host: '0.0.0.0', metricsToken: token });
  proxied = await startTestServer({ trustProxy: true, metricsToken: token });
});
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
});

const lanUrl = () => direct.url.replace('127.0.0.1', lanAddress());

describe('liveness and readiness', () => {
  it('answers live and ready; ready is 503 in Persian while a migration is missing, and ok again once applied', async () => {
    expect((await fetch(`${direct.apiUrl}health/live`)).status).toBe(200);
    const ready = await fetch(`${direct.apiUrl}health/ready`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { result: unknown }).result).toEqual({ status: 'ok', database: expect.any(String), migrations: migrationCount() });
    const last = await direct.sql.one<{ id: number; hash: string; created_at: string }>(sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id DESC LIMIT 1`);
    await direct.sql.rows(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${last!.id}`);
    const missing = await fetch(`${direct.apiUrl}health/ready`);
    expect(missing.status).toBe(503);
    expect(((await missing.json()) as { message: string }).message).toBe(serverMessages.serverNotReady);
    expect((await fetch(`${direct.apiUrl}health/live`)).status).toBe(200);
    await direct.sql.rows(sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${last!.id}, ${last!.hash}, ${last!.created_at})`);
    expect((await fetch(`${direct.apiUrl}health/ready`)).status).toBe(200);
  });
});

describe('GET /metrics', () => {
  it('answers loopback with the requests by route and status', async () => {
    await fetch(`${direct.apiUrl}health/live`);
    const answer = await fetch(`${direct.url}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await answer.text();
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/health\/live",status="200"\} [1-9]/);
    expect(text).toContain('sync_batch_entries');
  });

  it('refuses another machine without the token, and answers it with the token', async () => {
    expect((await fetch(`${lanUrl()}/api/v1/health/live`)).status).toBe(200); // the address is reachable
    expect((await fetch(`${lanUrl()}/metrics`)).status).toBe(403);
    expect((await fetch(`${lanUrl()}/metrics`, { headers: { authorization: 'Bearer wrong-token-4d1f9a' } })).status).toBe(403);
    expect((await fetch(`${lanUrl()}/metrics`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  it('refuses a forwarded request on loopback without the token', async () => {
    expect((await fetch(`${direct.url}/metrics`, { headers: { 'x-forwarded-for': '192.0.2.77' } })).status).toBe(403);
    expect((await fetch(`${direct.url}/metrics`, { headers: { forwarded: 'for=192.0.2.77' } })).status).toBe(403);
  });

  it('behind a proxy (TRUST_PROXY=1) wants the token even from loopback', async () => {
    expect((await fetch(`${proxied.url}/metrics`)).status).toBe(403);
    expect((await fetch(`${proxied.url}/metrics`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });
});
