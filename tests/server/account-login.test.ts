import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { serverMessages } from '../../src/domain/server-messages';
import { startTestServer, superAdminPassword, type TestServer } from './harness';
import { call } from './http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('Account/login', () => {
  it('signs the seeded SuperAdmin in with the role from the user record', async () => {
    const answer = await call<{ token: string; fullName: string; userId: number; expiresIn: number; role: string }>(
      server.apiUrl, 'POST', 'Account/login', { body: { userName: 'SuperAdmin', password: superAdminPassword } });
    expect(answer.status).toBe(200);
    expect(answer.body.statusCode).toBe(200);
    expect(answer.body.pagination).toBeNull();
    expect(answer.body.result.role).toBe('SuperAdmin');
    expect(answer.body.result.token.split('.')).toHaveLength(3);
    expect(answer.body.result.expiresIn).toBeGreaterThan(3600);
    expect(answer.body.result.fullName).toBe('ادمین کل');
  });

  it('answers the consultation page with the user\'s own role, not the page\'s', async () => {
    const answer = await call<{ role: string }>(server.apiUrl, 'POST', 'account/LOGIN/consultation', { body: { userName: 'screening', password: 'demo1234' } });
    expect(answer.status).toBe(200);
    expect(answer.body.result.role).toBe('screening');
    const consult = await call<{ role: string }>(server.apiUrl, 'POST', 'Account/login/consultation', { body: { userName: 'consultation', password: 'demo1234' } });
    expect(consult.body.result.role).toBe('Consultation');
  });

  it('refuses a wrong password with 400 and the Persian message', async () => {
    const answer = await call(server.apiUrl, 'POST', 'Account/login', { body: { userName: 'reception', password: 'wrong-one' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(messages.wrongCredentials);
    expect(answer.body.result).toBeNull();
  });

  it('refuses an unknown user with the same message', async () => {
    const answer = await call(server.apiUrl, 'POST', 'Account/login', { body: { userName: 'nobody', password: 'demo1234' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(messages.wrongCredentials);
  });

  it('answers empty fields with per-field errors', async () => {
    const answer = await call(server.apiUrl, 'POST', 'Account/login', { body: { userName: '  ', password: '' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ userName: messages.adminUserNameRequired, password: messages.adminPasswordRequired });
  });

  it('limits failed attempts per user and address with 429', async () => {
    for (let i = 0; i < 10; i += 1) {
      const miss = await call(server.apiUrl, 'POST', 'Account/login', { body: { userName: 'helper', password: `bad-${i}` } });
      expect(miss.status).toBe(400);
    }
    const blocked = await call(server.apiUrl, 'POST', 'Account/login', { body: { userName: 'helper', password: 'demo1234' } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(serverMessages.untrustedLoginsLocked);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    // Another user from the same address is not blocked.
    expect((await call(server.apiUrl, 'POST', 'Account/login', { body: { userName: 'research', password: 'demo1234' } })).status).toBe(200);
  });
});

describe('Account/logout', () => {
  it('revokes the token: the next call with it is 401', async () => {
    const token = await server.login('SuperAdmin', superAdminPassword);
    expect((await call(server.apiUrl, 'GET', 'Account/users', { token })).status).toBe(200);
    const out = await call(server.apiUrl, 'DELETE', 'Account/logout', { token });
    expect(out.status).toBe(200);
    const after = await call(server.apiUrl, 'GET', 'Account/users', { token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(messages.unauthorized);
  });

  it('is 401 without a token or with a forged one', async () => {
    expect((await call(server.apiUrl, 'DELETE', 'Account/logout')).status).toBe(401);
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiU3VwZXJBZG1pbiIsInN1YiI6IjEiLCJqdGkiOiJ4In0.c2lnbmF0dXJl';
    expect((await call(server.apiUrl, 'GET', 'Account/users', { token: forged })).status).toBe(401);
  });
});
