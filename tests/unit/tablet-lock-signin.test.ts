// @vitest-environment node
// Signing in unlocks the tablet's patient data, against a real server on loopback: an
// online sign-in takes the device key the server keeps and wraps it for offline sign-in; offline,
// the same password unwraps it; a verifier kept before encryption holds no key, so that person is
// told to sign in online once; the unlock happens before the sign-in returns, so the home page
// reads at once; a sign-in whose unlock fails leaves no session behind.
import './memory-storage';
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { configureApi } from '../../src/api/client';
import { ApiError } from '../../src/api/errors';
import { createClient, getClient, isUnlocked, localDb, lock, rememberOnlineSignIn, tabletDeviceId } from '../../src/db/index';
import { lockText } from '../../src/domain/lock-text';
import { rememberOfflineSignIns, verifierWritten } from '../../src/features/auth/remember-offline-sign-in';
import { clearSession, getSession, getToken } from '../../src/features/auth/session-store';
import { signIn } from '../../src/features/auth/sign-in';
import { startTestServer, type TestServer } from '../server/harness';
import { clientFields } from './db-fixtures';

let server: TestServer;
const unreachable = 'http://127.0.0.1:9/api/v1/'; // the discard port: connection refused
const online = () => configureApi({ baseUrl: server.apiUrl, getToken, onUnauthorized: () => {} });

beforeAll(async () => {
  server = await startTestServer();
  rememberOfflineSignIns(localDb());
}, 120_000);
afterAll(async () => server?.close());
beforeEach(() => {
  clearSession();
  lock();
  online();
});

async function refusal(attempt: Promise<unknown>): Promise<ApiError> {
  const error = await attempt.then(() => undefined, (failure: unknown) => failure);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

test('an online sign-in unlocks before it returns; offline, the same password opens what was written', async () => {
  await signIn('reception', 'demo1234', false);
  expect(isUnlocked()).toBe(true);
  const localId = await createClient(localDb(), clientFields(71, { firstName: 'نسرین' }));
  await verifierWritten();
  clearSession();
  lock();
  await expect(getClient(localDb(), localId)).rejects.toThrow();

  configureApi({ baseUrl: unreachable });
  const session = await signIn('reception', 'demo1234', false);
  expect(session.offline).toBe(true);
  expect((await getClient(localDb(), localId))?.fields.firstName).toBe('نسرین');
}, 60_000);

test("a second person's online sign-in opens the first one's records with the server's key", async () => {
  await signIn('reception', 'demo1234', false);
  const localId = await createClient(localDb(), clientFields(72, { firstName: 'مهتاب' }));
  clearSession();
  lock();
  await signIn('screening', 'demo1234', false);
  expect((await getClient(localDb(), localId))?.fields.firstName).toBe('مهتاب');
  expect(await tabletDeviceId(localDb())).toMatch(/^[0-9a-f-]{36}$/);
}, 60_000);

test('offline, a verifier kept before encryption (no wrapped key) signs no one in and says why', async () => {
  await rememberOnlineSignIn(localDb(), { userName: 'helper', password: 'demo1234', userId: '9', role: 'helper', fullName: 'مددکار' });
  configureApi({ baseUrl: unreachable });
  const refused = await refusal(signIn('helper', 'demo1234', false));
  expect(refused.serverMessage).toBe(lockText.offlineNeedsOnlineOnce);
  expect(getSession()).toBeNull();
  expect(isUnlocked()).toBe(false);
}, 60_000);

test('an online sign-in whose device key cannot be had leaves no session and says what failed', async () => {
  const deviceKeyRefused: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (/device\/key/i.test(url)) return new Response(JSON.stringify({ message: 'x' }), { status: 500 });
    return fetch(input, init);
  };
  configureApi({ baseUrl: server.apiUrl, getToken, onUnauthorized: () => {}, fetch: deviceKeyRefused });
  const refused = await refusal(signIn('reception', 'demo1234', false));
  expect(refused.serverMessage).toBe(lockText.unlockFailed);
  expect(getSession()).toBeNull();
  expect(getToken()).toBeNull();
  expect(isUnlocked()).toBe(false);
}, 60_000);
