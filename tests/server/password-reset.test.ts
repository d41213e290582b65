// SuperAdmin resets a staff member's password in the app (PUT Account/{id}/password): the member's
// sessions end, the credentials version rises (tablets drop their offline sign-in on hearing it in
// sync/changes), bad input changes nothing, and no password reaches the log.
import { describe, expect, it } from 'vitest';
import { accountText } from '../../src/domain/account-text';
import { accountServerText } from '../../src/domain/account-server-text';
import { messages } from '../../src/domain/messages';
import { call } from './http';
import { serverWithTokens } from './fixtures';

const lines: string[] = [];
const s = serverWithTokens({ quiet: false, logSink: (line) => lines.push(line) });

const versions = async (token: string) =>
  (await call<{ credentials: { userId: number; credentialsVersion: number }[] }>(s.server.apiUrl, 'GET', 'sync/changes?since=0&limit=1', { token })).body.result.credentials;
const login = (userName: string, password: string) =>
  call<{ token: string; userId: number; credentialsVersion: number }>(s.server.apiUrl, 'POST', 'Account/login', { body: { userName, password } });
const reset = (id: number, body: unknown, token = s.tokens.SuperAdmin) => call(s.server.apiUrl, 'PUT', `Account/${id}/password`, { token, body });

describe('PUT Account/{id}/password', () => {
  it('sets the member\'s password, ends their sessions and raises their credentials version', async () => {
    const signedIn = (await login('helper', 'demo1234')).body.result;
    const before = (await versions(s.tokens.SuperAdmin)).find((user) => user.userId === signedIn.userId)!;
    expect(before.credentialsVersion).toBe(signedIn.credentialsVersion);

    const mismatch = await reset(signedIn.userId, { password: 'fresh-pass-1', rePassword: 'fresh-pass-2' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual({ rePassword: messages.passwordMismatch });
    const short = await reset(signedIn.userId, { password: 'ab12', rePassword: 'ab12' });
    expect(short.body.errors).toEqual({ password: messages.passwordMin });
    expect((await call(s.server.apiUrl, 'GET', 'client/6/1', { token: signedIn.token })).status).toBe(200);
    expect((await reset(999_999, { password: 'fresh-pass-1', rePassword: 'fresh-pass-1' })).status).toBe(404);
    expect((await reset(signedIn.userId, { password: 'fresh-pass-1', rePassword: 'fresh-pass-1' }, s.tokens.Research)).status).toBe(403);

    const done = await reset(signedIn.userId, { password: 'fresh-pass-1', rePassword: 'fresh-pass-1' });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(accountText.passwordReset);
    // The ended token's 401 says why, so the tablet drops this person's offline sign-in.
    const refused = await call(s.server.apiUrl, 'GET', 'client/6/1', { token: signedIn.token });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ message: accountServerText.signInWithNewPassword, result: { credentialsChanged: true } });
    expect((await call(s.server.apiUrl, 'GET', 'client/6/1', { token: s.tokens.helper })).status).toBe(401);
    expect((await login('helper', 'demo1234')).status).toBe(400);
    const again = await login('helper', 'fresh-pass-1');
    expect(again.body.result.credentialsVersion).toBe(before.credentialsVersion + 1);
    // Every staff role's pull names it, so any user's sync tells a tablet.
    expect((await versions(s.tokens.Reception)).find((user) => user.userId === signedIn.userId)?.credentialsVersion).toBe(before.credentialsVersion + 1);

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.find((entry) => entry.event === 'password reset')).toMatchObject({ userId: signedIn.userId, sessionsEnded: 2 });
    for (const secret of ['fresh-pass-1', 'fresh-pass-2', 'ab12']) expect(lines.filter((line) => line.includes(secret))).toEqual([]);
  });

  it('a token ended otherwise (logout) says nothing of credentials', async () => {
    const { token } = (await login('screening', 'demo1234')).body.result;
    expect((await call(s.server.apiUrl, 'DELETE', 'Account/logout', { token })).status).toBe(200);
    const refused = await call(s.server.apiUrl, 'GET', 'client/6/1', { token });
    expect(refused.status).toBe(401);
    expect(refused.body.result).toBeNull();
  });

  it('a person\'s own change raises their version too and keeps the session they changed it from', async () => {
    const { token, userId, credentialsVersion } = (await login('consultation', 'demo1234')).body.result;
    const changed = await call(s.server.apiUrl, 'PUT', 'Account/password', { token, body: { currentPassword: 'demo1234', newPassword: 'my-own-new-1' } });
    expect(changed.status).toBe(200);
    expect((await versions(token)).find((user) => user.userId === userId)?.credentialsVersion).toBe(credentialsVersion + 1);
    expect((await call(s.server.apiUrl, 'GET', 'client/6/1', { token: s.tokens.Consultation })).status).toBe(401);
  });

  it('SuperAdmin resetting their own password keeps the session they do it from', async () => {
    const { token, userId } = (await login('SuperAdmin', 'superadmin1234')).body.result;
    expect((await reset(userId, { password: 'superadmin1234', rePassword: 'superadmin1234' }, token)).status).toBe(200);
    expect((await call(s.server.apiUrl, 'GET', 'Account/users', { token })).status).toBe(200);
    expect((await call(s.server.apiUrl, 'GET', 'Account/users', { token: s.tokens.SuperAdmin })).status).toBe(401);
  });
});
