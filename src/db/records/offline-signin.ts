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

async function check(db: ClinicDb, row: OfflineVerifierRow, password: string, now: number): Promise<OfflineSignInResult> {
  const latestSeenAt = Math.max(row.latestSeenAt ?? row.lastOnlineAt, now);
  if (latestSeenAt !== row.latestSeenAt) await db.offlineVerifiers.update(row.userName, { latestSeenAt });
  if (offlineSignInExpired(row.lastOnlineAt, now, latestSeenAt)) return { ok: false, reason: 'expired' };
  const { verifier, kek } = await deriveSignInSecrets(verifierMaterial(password, row), row.salt, row.iterations);
  if (!sameBytes(new Uint8Array(verifier), new Uint8Array(row.hash))) return { ok: false, reason: 'wrong-password' };
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
