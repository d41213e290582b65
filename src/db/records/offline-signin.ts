// Offline sign-in: after an online sign-in the tablet keeps a salted PBKDF2-SHA-256 verifier
// (WebCrypto, 600,000 iterations) of the password bound to the user's name, role and id, so the
// same person can sign in here without a network for 14 days after their last online sign-in.
// The same derivation wraps the tablet's data key for that person (crypto/key-wrap.ts): an
// offline sign-in is also what unlocks the patient data.
import {
  offlineSignInExpired, offlineSignInIterations, sameBytes, verifierMaterial, type OfflineIdentity,
} from '../../domain/offline-signin-rules';
import { deriveSignInSecrets, unwrapDataKey, wrapDataKey } from '../crypto/index';
import type { ClinicDb } from '../store/index';
import type { OfflineVerifierRow } from '../store/index';

export interface OnlineSignIn extends OfflineIdentity {
  password: string;
  fullName: string;
  /** From the sign-in's answer: the password's version on the server. */
  credentialsVersion?: number;
}

export type OfflineSignInResult =
  | { ok: true; user: { userId: string; userName: string; role: string; fullName: string }; dataKey?: Uint8Array }
  | { ok: false; reason: 'unknown-user' | 'wrong-password' | 'expired' };

/** Call after every successful online sign-in (a fresh salt each time), with the tablet's data key. */
export async function rememberOnlineSignIn(db: ClinicDb, who: OnlineSignIn, now = Date.now(), dataKey?: Uint8Array): Promise<void> {
  const salt = crypto.getRandomValues(new Uint8Array(16)).buffer;
  const { verifier, kek } = await deriveSignInSecrets(verifierMaterial(who.password, who), salt, offlineSignInIterations);
  await db.offlineVerifiers.put({
    userName: who.userName.trim().toLowerCase(), userId: who.userId, role: who.role, fullName: who.fullName,
    salt, hash: verifier, iterations: offlineSignInIterations, lastOnlineAt: now,
    ...(who.credentialsVersion !== undefined ? { credentialsVersion: who.credentialsVersion } : {}),
    ...(dataKey ? { wrappedKey: await wrapDataKey(kek, dataKey) } : {}),
  });
}

/** Keeps the latest time seen on the verifier, unless a sign-in replaced or a change dropped it
 *  meanwhile. Written whole: Dexie's update clones the row's ArrayBuffers into plain objects
 *  where the buffers come from another realm (the salt and hash were lost in a test). */
function noteSeen(db: ClinicDb, row: OfflineVerifierRow, latestSeenAt: number): Promise<void> {
  return db.transaction('rw', db.offlineVerifiers, async () => {
    const now = await db.offlineVerifiers.get(row.userName);
    if (now && now.lastOnlineAt === row.lastOnlineAt) await db.offlineVerifiers.put({ ...now, latestSeenAt });
  });
}

async function check(db: ClinicDb, row: OfflineVerifierRow, password: string, now: number): Promise<OfflineSignInResult> {
  // Kept when the 14 days are seen to be over, or by the person's own sign-in or unlock; not by a
  // wrong password (anyone's try, on any clock, would end the person's days early).
  const latestSeenAt = Math.max(row.latestSeenAt ?? row.lastOnlineAt, now);
  const seen = () => (latestSeenAt !== row.latestSeenAt ? noteSeen(db, row, latestSeenAt) : Promise.resolve());
  if (offlineSignInExpired(row.lastOnlineAt, now, latestSeenAt)) {
    await seen();
    return { ok: false, reason: 'expired' };
  }
  const { verifier, kek } = await deriveSignInSecrets(verifierMaterial(password, row), row.salt, row.iterations);
  if (!sameBytes(new Uint8Array(verifier), new Uint8Array(row.hash))) return { ok: false, reason: 'wrong-password' };
  await seen();
  const dataKey = row.wrappedKey ? await unwrapDataKey(kek, row.wrappedKey) : undefined;
  return { ok: true, user: { userId: row.userId, userName: row.userName, role: row.role, fullName: row.fullName }, dataKey };
}

export async function verifyOfflineSignIn(db: ClinicDb, userName: string, password: string, now = Date.now()): Promise<OfflineSignInResult> {
  const row = await db.offlineVerifiers.get(userName.trim().toLowerCase());
  if (!row) return { ok: false, reason: 'unknown-user' };
  return check(db, row, password, now);
}

/** The lock screen: the signed-in person (by id) types their password again. */
export async function verifyUnlock(db: ClinicDb, userId: string, password: string, now = Date.now()): Promise<OfflineSignInResult> {
  const row = (await db.offlineVerifiers.toArray()).find((r) => r.userId === userId);
  if (!row) return { ok: false, reason: 'unknown-user' };
  return check(db, row, password, now);
}

/** Sign-out on a shared tablet can forget a user's verifier. */
export async function forgetOfflineSignIn(db: ClinicDb, userName: string): Promise<void> {
  await db.offlineVerifiers.delete(userName.trim().toLowerCase());
}
