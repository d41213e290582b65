// A LISTEN connection that dies silently (a NAT forgetting an idle socket: no FIN, no RST) must
// not let a revoked token pass on that process. Process B listens through a proxy that goes
// silent; A signs the token out. Before, B served the token from its cache for up to the cache's
// 5 minutes (nothing told B its announcements had stopped); now B's heartbeat on its LISTEN
// connection does not come back, B stops trusting its cache and listens anew.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres, startTestServer, type TestServer } from '../server/harness';
import { call } from '../server/http';
import { startServerProcess, type ServerProcess } from '../server/server-process';
import { list } from '../server/revocation-cases';
import { silentProxy, type SilentProxy } from './silent-proxy';
import { postgresUrl } from './two-servers';

// Short for the test (the defaults are 5 s and 3 s): B finds a dead connection within 1 s.
const heartbeat = { everyMs: 400, withinMs: 600 };

describe('a LISTEN connection that dies silently', () => {
  let a: TestServer;
  let b: ServerProcess;
  let proxy: SilentProxy;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshPostgres(postgresUrl());
    drop = fresh.drop;
    proxy = await silentProxy(fresh.url);
    const jwtSecret = 'a shared secret for both test processes';
    a = await startTestServer({ databaseUrl: fresh.url, jwtSecret });
    // Only B's LISTEN connection goes through the proxy; its queries go straight to PostgreSQL.
    b = await startServerProcess({
      databaseUrl: fresh.url, jwtSecret,
      more: { DATABASE_LISTEN_URL: proxy.url, LISTEN_HEARTBEAT_MS: String(heartbeat.everyMs), LISTEN_HEARTBEAT_WITHIN_MS: String(heartbeat.withinMs) },
    });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await proxy?.close();
    await drop?.();
  });

  it('lets no revoked token pass on that process, and is listened on anew', async () => {
    expect(proxy.connections()).toBe(1);
    const token = await a.login('reception', 'demo1234');
    // B now holds the token in its cache.
    expect((await list(b.apiUrl, token)).status).toBe(200);
    expect((await list(b.apiUrl, token)).status).toBe(200);

    proxy.dropSilently();
    expect((await call(a.apiUrl, 'DELETE', 'Account/logout', { token })).status).toBe(200);
    await expect.poll(async () => (await list(b.apiUrl, token)).status, { timeout: 5_000, interval: 20 }).toBe(401);

    // B listens again through a new connection, and the next revocation is refused there too.
    await expect.poll(() => proxy.connections(), { timeout: 10_000 }).toBe(2);
    const next = await a.login('reception', 'demo1234');
    expect((await list(b.apiUrl, next)).status).toBe(200);
    expect((await call(a.apiUrl, 'DELETE', 'Account/logout', { token: next })).status).toBe(200);
    await expect.poll(async () => (await list(b.apiUrl, next)).status, { timeout: 5_000, interval: 10 }).toBe(401);
  });
});
