// Offline sign-in: after an online sign-in the tablet keeps a salted PBKDF2-SHA-256 verifier
// (WebCrypto, 600,000 iterations) of the password bound to the user's name, role and id, so the
// same person can sign in here without a network for 14 days after their last online sign-in.
import {
  offlineSignInExpired, offlineSignInIterations, sameBytes, verifierMaterial, type OfflineIdentity,
} from '../domain/offline-signin-rules';
import type { ClinicDb } from './database';

export interface OnlineSignIn extends OfflineIdentity {
  password: string;
  fullName: string;
}

export type OfflineSignInResult =
  | { ok: true; user: { userId: string; userName: string; role: string; fullName: string } }
  | { ok: false; reason: 'unknown-user' | 'wrong-password' | 'expired' };

async function derive(material: string, salt: ArrayBuffer, iterations: number): Promise<ArrayBuffer> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(material), 'PBKDF2', false, ['deriveBits']);
  return crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
}

/** Call after every successful online sign-in (a fresh salt each time). */
export async function rememberOnlineSignIn(db: ClinicDb, who: OnlineSignIn, now = Date.now()): Promise<void> {
  const salt = crypto.getRandomValues(new Uint8Array(16)).buffer;
  const hash = await derive(verifierMaterial(who.password, who), salt, offlineSignInIterations);
  await db.offlineVerifiers.put({
    userName: who.userName.trim().toLowerCase(), userId: who.userId, role: who.role, fullName: who.fullName,
    salt, hash, iterations: offlineSignInIterations, lastOnlineAt: now,
  });
}

export async function verifyOfflineSignIn(db: ClinicDb, userName: string, password: string, now = Date.now()): Promise<OfflineSignInResult> {
  const row = await db.offlineVerifiers.get(userName.trim().toLowerCase());
  if (!row) return { ok: false, reason: 'unknown-user' };
  if (offlineSignInExpired(row.lastOnlineAt, now)) return { ok: false, reason: 'expired' };
  const hash = await derive(verifierMaterial(password, row), row.salt, row.iterations);
  if (!sameBytes(new Uint8Array(hash), new Uint8Array(row.hash))) return { ok: false, reason: 'wrong-password' };
  return { ok: true, user: { userId: row.userId, userName: row.userName, role: row.role, fullName: row.fullName } };
}

/** Sign-out on a shared tablet can forget a user's verifier. */
export async function forgetOfflineSignIn(db: ClinicDb, userName: string): Promise<void> {
  await db.offlineVerifiers.delete(userName.trim().toLowerCase());
}
