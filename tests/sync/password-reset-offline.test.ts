// Offline sign-in after a password reset, on one tablet against a real server:
// the person signed in online here once, so the tablet keeps their offline verifier; SuperAdmin
// resets their password; the next pull of whoever is signed in on the tablet names the new
// credentials version and the old password stops opening the tablet offline (sign-in and lock
// screen), until the person signs in online with the new one.
import '../unit/memory-storage';
import 'fake-indexeddb/auto';
import { afterAll, expect, test } from 'vitest';
import { configureApi } from '../../src/api/client';
import type { ApiError } from '../../src/api/errors';
import { createTransport } from '../../src/api/outbox-transport';
import { createClient, localDb, lock, setOutboxUser, verifyOfflineSignIn, verifyUnlock } from '../../src/db/index';
import { messages } from '../../src/domain/messages';
import { syncText } from '../../src/domain/sync-labels';
import { rememberOfflineSignIns, verifierWritten } from '../../src/features/auth/remember-offline-sign-in';
import { clearSession, getSession, getToken } from '../../src/features/auth/session-store';
import { signIn } from '../../src/features/auth/sign-in';
import { createSyncEngine } from '../../src/sync/index';
import { superAdminPassword, type TestServer } from '../server/harness';
import { runAdmin } from '../server/admin-child';
import { clientFields } from '../unit/db-fixtures';
import { seededRandom, serverForFile, testClock } from './tablet';

let server: TestServer;
let stopListening: () => void;
const unreachable = 'http://127.0.0.1:9/api/v1/'; // the discard port: connection refused

serverForFile({}, async (file) => {
  ({ server } = file);
  // A tablet new to this server: rows an earlier file sealed under the test key would (rightly)
  // keep the server's new key from being adopted (store/key-fits-rows.ts).
  await localDb().delete();
  await localDb().open();
  stopListening = rememberOfflineSignIns(localDb());
});
afterAll(async () => {
  stopListening();
  clearSession();
  await localDb().offlineVerifiers.clear();
});

const online = () => configureApi({ baseUrl: server.apiUrl, getToken, onUnauthorized: () => {} });
const offline = () => configureApi({ baseUrl: unreachable });

async function signInHere(userName: string, password: string) {
  clearSession();
  lock();
  const session = await signIn(userName, password, false);
  await verifierWritten();
  return session;
}

/** One pass of the tablet's real sync engine as whoever is signed in now. */
async function syncAsSignedIn() {
  const session = getSession()!;
  const engine = createSyncEngine({
    db: localDb(), clock: testClock(), random: seededRandom(),
    transport: createTransport({ baseUrl: server.apiUrl, getToken: () => getToken() ?? undefined, timeoutMs: 5_000 }),
    author: String(session.userId), scope: session.role,
  });
  try {
    return await engine.syncNow();
  } finally {
    engine.stop();
  }
}

const refusal = (attempt: Promise<unknown>) => attempt.then(() => undefined, (error: unknown) => error as ApiError);

test('after a reset the old password no longer signs in offline, until an online sign-in with the new one', async () => {
  online();
  const reception = await signInHere('reception', 'demo1234');
  expect(reception.credentialsVersion).toEqual(expect.any(Number));
  await syncAsSignedIn();
  offline();
  expect((await signInHere('reception', 'demo1234')).offline).toBe(true);

  const admin = await server.login('SuperAdmin', superAdminPassword);
  const reset = await fetch(`${server.apiUrl}Account/${reception.userId}/password`, {
    method: 'PUT', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ password: 'after-reset-1', rePassword: 'after-reset-1' }),
  });
  expect(reset.status).toBe(200);

  // Another person's shift on the same tablet: their online sign-in and sync.
  online();
  await signInHere('screening', 'demo1234');
  expect((await syncAsSignedIn()).pulled).toBeGreaterThanOrEqual(0);
  expect(await verifyOfflineSignIn(localDb(), 'reception', 'demo1234')).toEqual({ ok: false, reason: 'unknown-user' });
  expect(await verifyUnlock(localDb(), String(reception.userId), 'demo1234')).toEqual({ ok: false, reason: 'unknown-user' });
  expect((await verifyOfflineSignIn(localDb(), 'screening', 'demo1234')).ok).toBe(true);
  offline();
  expect((await refusal(signInHere('reception', 'demo1234')))?.serverMessage).toBe(syncText.offlineSignInUnavailable);
  expect((await refusal(signInHere('reception', 'after-reset-1')))?.serverMessage).toBe(syncText.offlineSignInUnavailable);

  // Online, the old password is refused by the server; the new one signs in and is kept.
  online();
  expect((await refusal(signInHere('reception', 'demo1234')))?.serverMessage).toBe(messages.wrongCredentials);
  const again = await signInHere('reception', 'after-reset-1');
  expect(again.credentialsVersion).toBe(reception.credentialsVersion! + 1);
  await syncAsSignedIn();
  offline();
  expect((await signInHere('reception', 'after-reset-1')).offline).toBe(true);
  expect((await refusal(signInHere('reception', 'demo1234')))?.serverMessage).toBe(messages.wrongCredentials);
});

test('the same after `npm run admin -- set-password` and after a person\'s own change on another tablet', async () => {
  online();
  const helper = await signInHere('helper', 'demo1234');
  const research = await signInHere('research', 'demo1234');
  for (const who of [helper, research]) expect((await verifyUnlock(localDb(), String(who.userId), 'demo1234')).ok).toBe(true);
  const set = await runAdmin(['set-password', 'helper'], { dataDir: server.dataDir }, 'set-by-operator\n');
  expect(set.code).toBe(0);
  // research changes their own password elsewhere, with a session of their own there.
  const elsewhere = await server.login('research', 'demo1234');
  const changed = await fetch(`${server.apiUrl}Account/password`, {
    method: 'PUT', headers: { authorization: `Bearer ${elsewhere}`, 'content-type': 'application/json' },
    body: JSON.stringify({ currentPassword: 'demo1234', newPassword: 'changed-myself' }),
  });
  expect(changed.status).toBe(200);

  await signInHere('screening', 'demo1234');
  await syncAsSignedIn();
  for (const who of [helper, research]) {
    expect(await verifyUnlock(localDb(), String(who.userId), 'demo1234')).toEqual({ ok: false, reason: 'unknown-user' });
  }
});

test('on a tablet only that person uses, their own sync hears it from their token\'s 401, not from a logout', async () => {
  online();
  const who = await signInHere('consultation', 'demo1234');
  const userId = String(who.userId);
  // Their token ended by a logout elsewhere (say): a 401 that says nothing of the password.
  const loggedOut = await fetch(`${server.apiUrl}Account/logout`, { method: 'DELETE', headers: { authorization: `Bearer ${getToken()}` } });
  expect(loggedOut.status).toBe(200);
  expect((await syncAsSignedIn()).stoppedBy).toBe('pause');
  expect((await verifyUnlock(localDb(), userId, 'demo1234')).ok).toBe(true);

  // A reset while nothing of theirs waits: the pull's 401 says so.
  await signInHere('consultation', 'demo1234');
  const first = await runAdmin(['set-password', 'consultation'], { dataDir: server.dataDir }, 'first-reset-1\n');
  expect(first.code).toBe(0);
  expect((await syncAsSignedIn()).stoppedBy).toBe('pause');
  expect(await verifyUnlock(localDb(), userId, 'demo1234')).toEqual({ ok: false, reason: 'unknown-user' });

  // A reset while their intake waits: the push's 401 says so, and the intake stays queued.
  await signInHere('consultation', 'first-reset-1');
  setOutboxUser({ userId, fullName: who.fullName });
  const localId = await createClient(localDb(), clientFields(3401));
  const second = await runAdmin(['set-password', 'consultation'], { dataDir: server.dataDir }, 'second-reset-1\n');
  expect(second.code).toBe(0);
  expect((await syncAsSignedIn()).stoppedBy).toBe('pause');
  expect(await verifyUnlock(localDb(), userId, 'first-reset-1')).toEqual({ ok: false, reason: 'unknown-user' });
  expect((await localDb().outbox.where('localId').equals(localId).first())?.state).toBe('pending');
  setOutboxUser(undefined);
});
