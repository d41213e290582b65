// @vitest-environment node
// The session token at rest: local storage holds it sealed under the data key, never plain; the
// page holds it in memory only while unlocked (a locked tablet makes no call as a person), a
// reload opens it again at the unlock, and a sign-out from the lock screen still revokes it.
import './memory-storage';
import 'fake-indexeddb/auto';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { lock, unlockWith } from '../../src/db/index';
import { tokenKey } from '../../src/features/auth/session-storage';
import { clearSession, getToken, storeSession, tokenToRevoke, useSessionStore, type Session } from '../../src/features/auth/session-store';
import { watchSessionToken } from '../../src/features/auth/session-token';
import { testDataKey } from '../unlocked';

const session: Session = { hasAuth: true, fullName: 'پذیرش', userId: 2, expiresIn: 43_200, role: 'Reception' };
// A token's shape: three parts, the last its signature (found nowhere else).
const token = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiUmVjZXB0aW9uIn0.c2lnbmF0dXJlLW9mLXRoaXMtdGVzdC10b2tlbi1vbmx5LTQy';
const signature = token.split('.')[2]!;
const stop = watchSessionToken();

afterEach(() => clearSession());
afterAll(() => stop());

describe('the session token at rest', () => {
  test('a sign-in keeps it on disk only sealed, once the tablet is unlocked', () => {
    lock();
    storeSession(session, token, 'reception');
    expect(localStorage.getItem(tokenKey)).toBeNull(); // locked: nothing to seal with yet
    unlockWith(testDataKey);
    const stored = localStorage.getItem(tokenKey) ?? '';
    expect(stored).not.toContain(signature);
    expect(stored).not.toContain(Buffer.from(token).toString('base64').slice(0, 40));
    expect(getToken()).toBe(token);
  });

  test('a lock drops it from the API client; the unlock opens it again from disk', () => {
    storeSession(session, token, 'reception');
    unlockWith(testDataKey);
    lock();
    expect(getToken()).toBeNull();
    expect(tokenToRevoke()).toBe(token); // the lock screen's sign-out still revokes it
    useSessionStore.setState({ token: null }); // as a reloaded page starts
    unlockWith(testDataKey);
    expect(getToken()).toBe(token);
  });

  test('sealed under another key it opens nothing: the session ends', () => {
    storeSession(session, token, 'reception');
    unlockWith(testDataKey);
    lock();
    useSessionStore.setState({ token: null });
    unlockWith(new Uint8Array(32).fill(9));
    expect(getToken()).toBeNull();
    expect(useSessionStore.getState().session).toBeNull();
    lock();
    unlockWith(testDataKey);
  });

  test('a token an older version kept plain is taken once and written sealed', () => {
    storeSession(session, null, 'reception');
    useSessionStore.setState({ session, token: null });
    localStorage.setItem(tokenKey, token);
    lock();
    unlockWith(testDataKey);
    expect(getToken()).toBe(token);
    expect(localStorage.getItem(tokenKey)).not.toContain(signature);
  });
});
