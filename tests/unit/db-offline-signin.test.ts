// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it } from 'vitest';
import { ClinicDb } from '../../src/db/index';
import { rememberOnlineSignIn, verifyOfflineSignIn } from '../../src/db/offline-signin';
import { offlineSignInIterations } from '../../src/domain/offline-signin-rules';

const db = new ClinicDb('offline-signin-test');
afterAll(() => db.delete());
const day = 24 * 60 * 60 * 1000;
const t0 = Date.UTC(2026, 10, 1);

describe('offline sign-in', () => {
  it('works after one online sign-in, refuses a wrong password, expires after 14 days', async () => {
    expect(await verifyOfflineSignIn(db, 'reception', 'demo1234', t0)).toEqual({ ok: false, reason: 'unknown-user' });
    await rememberOnlineSignIn(db, { userName: 'Reception', userId: '3', role: 'Reception', fullName: 'پذیرش', password: 'demo1234' }, t0);
    const stored = await db.offlineVerifiers.get('reception');
    expect(stored?.iterations).toBeGreaterThanOrEqual(600_000);
    expect(stored?.iterations).toBe(offlineSignInIterations);
    expect(new Uint8Array(stored!.hash).length).toBe(32);

    expect(await verifyOfflineSignIn(db, 'reception', 'demo1234', t0 + 13 * day)).toEqual({
      ok: true, user: { userId: '3', userName: 'reception', role: 'Reception', fullName: 'پذیرش' },
    });
    expect(await verifyOfflineSignIn(db, 'reception', 'demo12345', t0 + day)).toEqual({ ok: false, reason: 'wrong-password' });
    expect(await verifyOfflineSignIn(db, 'reception', 'demo1234', t0 + 14 * day + 1)).toEqual({ ok: false, reason: 'expired' });

    // A new online sign-in starts the 14 days again.
    await rememberOnlineSignIn(db, { userName: 'reception', userId: '3', role: 'Reception', fullName: 'پذیرش', password: 'demo1234' }, t0 + 20 * day);
    expect((await verifyOfflineSignIn(db, 'reception', 'demo1234', t0 + 30 * day)).ok).toBe(true);
  }, 30_000);
});
