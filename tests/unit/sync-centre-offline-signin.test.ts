// @vitest-environment node
// Offline sign-in wired into the login, against a real server on loopback: an
// online sign-in leaves a verifier; with the server unreachable the same person signs in with
// no token (the session survives a reload), a wrong password or another user is refused, and
// the verifier expires 14 days after the last online sign-in, a clock set back after that too.
import './memory-storage';
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { configureApi } from '../../src/api/client';
import { ApiError } from '../../src/api/errors';
import { localDb } from '../../src/db/index';
import { messages } from '../../src/domain/messages';
import { syncText } from '../../src/domain/sync-labels';
import { rememberOfflineSignIns, verifierWritten } from '../../src/features/auth/remember-offline-sign-in';
import { readStoredSession } from '../../src/features/auth/session-storage';
import { clearSession, getSession, getToken } from '../../src/features/auth/session-store';
import { signIn } from '../../src/features/auth/sign-in';
import { startTestServer, type TestServer } from '../server/harness';

let server: TestServer;
const unreachable = 'http://127.0.0.1:9/api/v1/'; // the discard port: connection refused

beforeAll(async () => {
  server = await startTestServer();
  configureApi({ baseUrl: server.apiUrl, getToken, onUnauthorized: () => {} });
  rememberOfflineSignIns(localDb());
}, 120_000);
afterAll(async () => server?.close());
afterEach(() => vi.useRealTimers());

async function refusal(attempt: Promise<unknown>): Promise<ApiError> {
  const error = await attempt.then(() => undefined, (failure: unknown) => failure);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('offline sign-in at the login form', { timeout: 60_000 }, () => {
  test('an online sign-in keeps a verifier with the name, role and id', async () => {
    const session = await signIn('reception', 'demo1234', false);
    expect(session.offline).toBeUndefined();
    expect(getToken()).toBeTruthy();
    await verifierWritten();
    const row = await localDb().offlineVerifiers.get('reception');
    expect(row).toMatchObject({ userName: 'reception', role: 'Reception', userId: String(session.userId), iterations: 600_000 });
    clearSession();
  });

  test('with no network: a wrong password is refused, the right one signs in without a token', async () => {
    configureApi({ baseUrl: unreachable });
    const wrong = await refusal(signIn('reception', 'not-the-password', false));
    expect(wrong.serverMessage).toBe(messages.wrongCredentials);
    expect(getSession()).toBeNull();

    const session = await signIn('Reception ', 'demo1234', false);
    expect(session).toMatchObject({ role: 'Reception', offline: true, hasAuth: true });
    expect(getToken()).toBeNull();
    // Kept in local storage without a token, so a reload (still offline) keeps the person in.
    expect(localStorage.getItem('token')).toBeNull();
    expect(readStoredSession()).toMatchObject({ sealedToken: null, session: { role: 'Reception', offline: true } });
    clearSession();
    expect(readStoredSession().session).toBeNull();
  });

  test('with no network: someone who never signed in here is told why the network is needed', async () => {
    configureApi({ baseUrl: unreachable });
    const unknown = await refusal(signIn('screening', 'demo1234', false));
    expect(unknown.serverMessage).toBe(syncText.offlineSignInUnavailable);
    expect(getSession()).toBeNull();
  });

  test('14 days after the last online sign-in the verifier no longer opens the tablet', async () => {
    configureApi({ baseUrl: unreachable });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 14 * 24 * 3600_000 + 60_000);
    const expired = await refusal(signIn('reception', 'demo1234', false));
    expect(expired.serverMessage).toBe(syncText.offlineSignInUnavailable);
    expect(getSession()).toBeNull();
    // The clock set back to inside the 14 days does not give them back; an online sign-in does.
    vi.useRealTimers();
    expect((await refusal(signIn('reception', 'demo1234', false))).serverMessage).toBe(syncText.offlineSignInUnavailable);
    configureApi({ baseUrl: server.apiUrl });
    await signIn('reception', 'demo1234', false);
    await verifierWritten();
    clearSession();
  });

  test('back online: a real sign-in replaces the offline session and renews the verifier', async () => {
    configureApi({ baseUrl: unreachable });
    await signIn('reception', 'demo1234', false);
    const before = (await localDb().offlineVerifiers.get('reception'))!.lastOnlineAt;
    configureApi({ baseUrl: server.apiUrl });
    const session = await signIn('reception', 'demo1234', false);
    expect(session.offline).toBeUndefined();
    expect(getToken()).toBeTruthy();
    expect(readStoredSession().session?.offline).toBeUndefined();
    await verifierWritten();
    expect((await localDb().offlineVerifiers.get('reception'))!.lastOnlineAt).toBeGreaterThanOrEqual(before);
    clearSession();
  });
});
