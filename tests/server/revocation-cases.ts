// Each kind of revocation, done through one server, must be refused at once by another (or the
// same): logout, a revoked kiosk, a deleted user, a revocation written straight to the tokens
// table (as a password change does). Shared by the one-process suite and the PostgreSQL one.
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestServer } from './harness';
import { call } from './http';
import type { Tokens } from './fixtures';

export const list = (apiUrl: string, token: string) => call(apiUrl, 'GET', 'client/6/1', { token });

/** Each kind of revocation, done through `a`, must be refused by `b`: at once when `b` is `a`; in
 * another process once it hears the database's announcement, which `a` waited for before it
 * answered — within milliseconds, checked here within 5 s (its listener can lag `a`'s under
 * load: the next request there is not guaranteed to find it). */
export function revocationCases(servers: () => { a: TestServer; b: { apiUrl: string }; tokens: Tokens }) {
  const refusedBy = async (b: { apiUrl: string }, answer: () => Promise<{ status: number }>) => {
    if (b.apiUrl === servers().a.apiUrl) expect((await answer()).status).toBe(401);
    else await expect.poll(async () => (await answer()).status, { timeout: 5000, interval: 10 }).toBe(401);
  };

  it('logout', async () => {
    const { a, b } = servers();
    for (let i = 0; i < 20; i += 1) {
      const token = await a.login('reception', 'demo1234');
      expect((await list(b.apiUrl, token)).status).toBe(200);
      expect((await call(a.apiUrl, 'DELETE', 'Account/logout', { token })).status).toBe(200);
      await refusedBy(b, () => list(b.apiUrl, token));
    }
  });

  it('a revoked kiosk', async () => {
    const { a, b, tokens } = servers();
    const kiosk = (await call<{ token: string }>(a.apiUrl, 'POST', 'Account/kiosk', { token: tokens.Reception, body: { deviceName: 'کیوسک' } })).body.result.token;
    const search = () => call(b.apiUrl, 'POST', 'Client/search', { token: kiosk, body: { nationalCode: '0012345679' } });
    expect((await search()).status).toBe(404);
    const devices = (await call<{ id: string }[]>(a.apiUrl, 'GET', 'Account/kiosk', { token: tokens.SuperAdmin })).body.result;
    expect((await call(a.apiUrl, 'DELETE', `Account/kiosk/${devices[0]!.id}`, { token: tokens.SuperAdmin })).status).toBe(200);
    await refusedBy(b, search);
  });

  it('a deleted user', async () => {
    const { a, b, tokens } = servers();
    const userName = `staff${Date.now()}`;
    const { id } = (await call<{ id: number }>(a.apiUrl, 'POST', 'Account/Register', { token: tokens.SuperAdmin, body: { firstName: 'الف', lastName: 'ب', userName, userRole: 'Reception', password: 'secret12', rePassword: 'secret12' } })).body.result;
    const token = await a.login(userName, 'secret12');
    expect((await list(b.apiUrl, token)).status).toBe(200);
    expect((await call(a.apiUrl, 'DELETE', `Account/${id}`, { token: tokens.SuperAdmin })).status).toBe(200);
    await refusedBy(b, () => list(b.apiUrl, token));
  });

  it('a revocation written to the tokens table by any code (a password change)', async () => {
    const { a, b } = servers();
    const token = await a.login('screening', 'demo1234');
    expect((await list(b.apiUrl, token)).status).toBe(200);
    await a.sql.rows(sql`UPDATE tokens SET revoked_at = now() WHERE user_id = (SELECT id FROM users WHERE user_name = 'screening') AND revoked_at IS NULL`);
    // Written behind the token service's back, nobody waited for the announcement: on PGlite
    // this process hears it with the commit; over PostgreSQL's LISTEN connection (this process
    // or another) within milliseconds. (A route that revokes answers only once it is heard:
    // tokens.revoke, or tokens.cache.heardOf(jtis); the cases above check those at once.)
    const onPglite = a.apiUrl === b.apiUrl && process.env.SERVER_TEST_DB !== 'postgres';
    if (onPglite) expect((await list(b.apiUrl, token)).status).toBe(401);
    else await expect.poll(async () => (await list(b.apiUrl, token)).status, { timeout: 5000, interval: 10 }).toBe(401);
  });
}
