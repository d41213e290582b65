// The sign-in limiter: atomic, per account and per address, with the database's own
// lower() for names, random user names limited per address, and the proxy's address trusted only
// when TRUST_PROXY says so.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../src/domain/server-messages';
import { startTestServer, type TestServer } from './harness';
import { call } from './http';

let proxied: TestServer;
beforeAll(async () => {
  proxied = await startTestServer({ trustProxy: true });
});
afterAll(async () => {
  await proxied?.close();
});

const attempt = (server: TestServer, userName: string, password: string, from?: string) =>
  call(server.apiUrl, 'POST', 'Account/login', { body: { userName, password }, headers: from ? { 'x-forwarded-for': `6.6.6.6, ${from}` } : {} });

describe('per account', () => {
  it('lets exactly the limit of 100 parallel guesses reach the password check', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => attempt(proxied, 'consultation', `guess-${i}`, '10.0.0.1')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(90);
    expect(answers.find((answer) => answer.status === 429)!.body.message).toBe(serverMessages.untrustedLoginsLocked);
  });

  it('counts a name the way the database matches it (RECEPTION, receptİon), from any address', async () => {
    for (let i = 0; i < 10; i += 1) expect((await attempt(proxied, 'reception', `bad-${i}`, `10.0.1.${i}`)).status).toBe(400);
    expect((await attempt(proxied, 'RECEPTION', 'demo1234', '10.0.1.50')).status).toBe(429);
    expect((await attempt(proxied, 'receptİon', 'demo1234', '10.0.1.51')).status).toBe(429);
    // Another account from those addresses signs in.
    expect((await attempt(proxied, 'research', 'demo1234', '10.0.1.1')).status).toBe(200);
  });
});

describe('per address', () => {
  it('limits random user names from one address; another address still signs in', async () => {
    for (let i = 0; i < 30; i += 1) expect((await attempt(proxied, `nobody-${randomUUID()}`, 'x', '10.0.2.1')).status).toBe(400);
    expect((await attempt(proxied, `nobody-${randomUUID()}`, 'x', '10.0.2.1')).status).toBe(429);
    expect((await attempt(proxied, 'helper', 'demo1234', '10.0.2.1')).status).toBe(429);
    expect((await attempt(proxied, 'helper', 'demo1234', '10.0.2.2')).status).toBe(200);
  });

  it('gives a success its attempt back, so a shared address is not worn down by signing in', async () => {
    for (let i = 0; i < 40; i += 1) expect((await attempt(proxied, 'screening', 'demo1234', '10.0.3.1')).status).toBe(200);
  });

  it('refuses an address over its limit from memory, without a write per guess, until its window ends', async () => {
    const windowSeconds = 5;
    const short = await startTestServer({ trustProxy: true, loginAttemptsPerAddress: 3, loginWindowSeconds: windowSeconds });
    try {
      const from = '10.0.4.1';
      const windowStart = Date.now();
      for (let i = 0; i < 3; i += 1) expect((await attempt(short, `nobody-${randomUUID()}`, 'x', from)).status).toBe(400);
      for (let i = 0; i < 10; i += 1) expect((await attempt(short, `nobody-${randomUUID()}`, 'x', from)).status).toBe(429);
      // The first refusal was counted; the 9 after it were refused before the database.
      const counted = await short.sql.rows<{ attempts: number }>(sql`SELECT attempts FROM login_limits WHERE limit_key = ${`address:${from}`}`);
      expect(counted.map((row) => row.attempts)).toEqual([4]);
      // The window ends: the address is heard again (a wrong password is a 400, not a 429).
      await new Promise((resolve) => setTimeout(resolve, windowSeconds * 1000 + 300 - (Date.now() - windowStart)));
      expect((await attempt(short, 'helper', 'wrong', from)).status).toBe(400);
      expect((await attempt(short, 'helper', 'demo1234', from)).status).toBe(200);
    } finally {
      await short.close();
    }
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set (a client cannot pick a fresh address)', async () => {
    const direct = await startTestServer();
    try {
      for (let i = 0; i < 30; i += 1) expect((await attempt(direct, `nobody-${i}`, 'x', `10.9.0.${i}`)).status).toBe(400);
      expect((await attempt(direct, 'nobody-else', 'x', '10.9.1.1')).status).toBe(429);
    } finally {
      await direct.close();
    }
  });
});
