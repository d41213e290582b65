// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it } from 'vitest';
import { ClinicDb } from '../../src/db/index';
import { rememberOnlineSignIn, verifyOfflineSignIn, verifyUnlock } from '../../src/db/records/offline-signin';
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

  it('a clock set back after the online sign-in still unlocks, and gives none of the 14 days back', async () => {
    await rememberOnlineSignIn(db, { userName: 'screening', userId: '5', role: 'Screening', fullName: 'غربالگری', password: 'demo1234' }, t0);
    expect((await verifyUnlock(db, '5', 'demo1234', t0 + 60 * 60_000)).ok).toBe(true);
    // The tablet's clock corrected three hours back: the person at it still unlocks it offline.
    expect((await verifyUnlock(db, '5', 'demo1234', t0 - 3 * 60 * 60_000)).ok).toBe(true);
    // Past the 14 days, a clock set back to inside them does not open it again.
    expect(await verifyOfflineSignIn(db, 'screening', 'demo1234', t0 + 14 * day + 1)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyOfflineSignIn(db, 'screening', 'demo1234', t0 + day)).toEqual({ ok: false, reason: 'expired' });
  }, 30_000);

  it("keeps the tablet's data key wrapped by the person's password: only that password unwraps it", async () => {
    const key = crypto.getRandomValues(new Uint8Array(32));
    const who = { userName: 'screening', userId: '5', role: 'screening', fullName: 'غربالگری', password: 'pass-5' };
    await rememberOnlineSignIn(db, who, t0, key);
    const row = await db.offlineVerifiers.get('screening');
    // On disk: the verifier and a 60-byte wrap (nonce, key, tag), never the key's bytes.
    expect(new Uint8Array(row!.wrappedKey!).length).toBe(12 + 32 + 16);
    expect(Buffer.from(row!.wrappedKey!).includes(Buffer.from(key))).toBe(false);
    const opened = await verifyOfflineSignIn(db, 'screening', 'pass-5', t0 + day);
    expect(opened.ok && opened.dataKey).toEqual(key);
    expect(await verifyOfflineSignIn(db, 'screening', 'pass-6', t0 + day)).toEqual({ ok: false, reason: 'wrong-password' });
    // The lock screen finds the person by id.
    const unlocked = await verifyUnlock(db, '5', 'pass-5', t0 + day);
    expect(unlocked.ok && unlocked.dataKey).toEqual(key);
    expect((await verifyUnlock(db, '5', 'nope', t0 + day)).ok).toBe(false);
  }, 30_000);

  it('still accepts a verifier written before the key was wrapped (the same first 256 bits), without a key', async () => {
    const salt = crypto.getRandomValues(new Uint8Array(16)).buffer;
    const material = ['old-pass', 'helper', 'helper', '6'].join('\u0000');
    const base = await crypto.subtle.importKey('raw', new TextEncoder().encode(material), 'PBKDF2', false, ['deriveBits']);
    const hash = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: 1000 }, base, 256);
    await db.offlineVerifiers.put({ userName: 'helper', userId: '6', role: 'helper', fullName: 'مددکار', salt, hash, iterations: 1000, lastOnlineAt: t0 });
    const result = await verifyOfflineSignIn(db, 'helper', 'old-pass', t0 + day);
    expect(result.ok).toBe(true);
    expect(result.ok && result.dataKey).toBeUndefined();
  }, 30_000);
});
