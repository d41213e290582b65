// A valid token costs no database round trip per call, and every revocation still holds from the
// next request: logout, a revoked kiosk, a deleted user, a revocation written straight to the
// tokens table (as a password change does) — in the same process, and (on PostgreSQL) in another
// server process on the same database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshPostgres, startTestServer, type TestServer } from './harness';
import { call } from './http';
import { tokensOf, type Tokens } from './fixtures';
import { startServerProcess, type ServerProcess } from './server-process';

const list = (apiUrl: string, token: string) => call(apiUrl, 'GET', 'client/6/1', { token });

/** Each kind of revocation, done through `a`, must be refused at once by `b` (which may be `a`). */
function revocationCases(servers: () => { a: TestServer; b: { apiUrl: string }; tokens: Tokens }) {
  it('logout', async () => {
    const { a, b } = servers();
    for (let i = 0; i < 20; i += 1) {
      const token = await a.login('reception', 'demo1234');
      expect((await list(b.apiUrl, token)).status).toBe(200);
      expect((await call(a.apiUrl, 'DELETE', 'Account/logout', { token })).status).toBe(200);
      expect((await list(b.apiUrl, token)).status).toBe(401);
    }
  });

  it('a revoked kiosk', async () => {
    const { a, b, tokens } = servers();
    const kiosk = (await call<{ token: string }>(a.apiUrl, 'POST', 'Account/kiosk', { token: tokens.Reception, body: { deviceName: 'کیوسک' } })).body.result.token;
    const search = () => call(b.apiUrl, 'POST', 'Client/search', { token: kiosk, body: { nationalCode: '0012345679' } });
    expect((await search()).status).toBe(404);
    const devices = (await call<{ id: string }[]>(a.apiUrl, 'GET', 'Account/kiosk', { token: tokens.SuperAdmin })).body.result;
    expect((await call(a.apiUrl, 'DELETE', `Account/kiosk/${devices[0]!.id}`, { token: tokens.SuperAdmin })).status).toBe(200);
    expect((await search()).status).toBe(401);
  });

  it('a deleted user', async () => {
    const { a, b, tokens } = servers();
    const userName = `staff${Date.now()}`;
    const { id } = (await call<{ id: number }>(a.apiUrl, 'POST', 'Account/Register', { token: tokens.SuperAdmin, body: { firstName: 'الف', lastName: 'ب', userName, userRole: 'Reception', password: 'secret12', rePassword: 'secret12' } })).body.result;
    const token = await a.login(userName, 'secret12');
    expect((await list(b.apiUrl, token)).status).toBe(200);
    expect((await call(a.apiUrl, 'DELETE', `Account/${id}`, { token: tokens.SuperAdmin })).status).toBe(200);
    expect((await list(b.apiUrl, token)).status).toBe(401);
  });

  it('a revocation written to the tokens table by any code (a password change)', async () => {
    const { a, b } = servers();
    const token = await a.login('screening', 'demo1234');
    expect((await list(b.apiUrl, token)).status).toBe(200);
    await a.sql.rows(sql`UPDATE tokens SET revoked_at = now() WHERE user_id = (SELECT id FROM users WHERE user_name = 'screening') AND revoked_at IS NULL`);
    // Written behind the token service's back, nobody waited for the announcement: in this
    // process it is heard with the commit; another hears it within milliseconds. (A route that
    // revokes answers only once it is heard: tokens.revoke, or tokens.cache.heardOf(jtis).)
    if (a.apiUrl === b.apiUrl) expect((await list(b.apiUrl, token)).status).toBe(401);
    else await expect.poll(async () => (await list(b.apiUrl, token)).status, { timeout: 1000, interval: 10 }).toBe(401);
  });
}

describe('one server process', () => {
  let server: TestServer;
  let tokens: Tokens;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensOf(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers a known valid token without reading the tokens table', async () => {
    expect((await list(server.apiUrl, tokens.Research)).status).toBe(200);
    await server.sql.rows(sql`ALTER TABLE tokens RENAME TO tokens_away`);
    try {
      expect((await list(server.apiUrl, tokens.Research)).status).toBe(200);
    } finally {
      await server.sql.rows(sql`ALTER TABLE tokens_away RENAME TO tokens`);
    }
  });

  describe('revocation holds from the next request', () => {
    revocationCases(() => ({ a: server, b: server, tokens }));
  });
});

// Two processes cannot share one PGlite folder; this half needs PostgreSQL.
describe.runIf(process.env.SERVER_TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let a: TestServer;
  let b: ServerProcess;
  let tokens: Tokens;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshPostgres(process.env.TEST_DATABASE_URL!);
    drop = fresh.drop;
    const jwtSecret = 'a shared secret for both test processes';
    a = await startTestServer({ databaseUrl: fresh.url, jwtSecret });
    b = await startServerProcess({ databaseUrl: fresh.url, jwtSecret });
    tokens = await tokensOf(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await drop?.();
  });

  describe('a revocation through one is refused by the other at once', () => {
    revocationCases(() => ({ a, b, tokens }));
  });
});
