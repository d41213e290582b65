// The session in local storage under the seeds' keys (000 §3 Session, §9): `token` and `auth`.
// The token is kept sealed under the tablet's data key (session-token.ts seals and opens it):
// what this file reads and writes under `token` is that sealed text, never a token that calls
// the API. A copied profile holds a session nobody can use without unlocking the tablet.
import * as v from 'valibot';
import { staffRoles } from '../../domain/roles';

export const tokenKey = 'token';
export const authKey = 'auth';
/** Beside the seeds' session, not in it: the user name as typed at the sign-in, with which the
 *  lock screen checks a password with the server when the tablet holds no copy of the key for
 *  this person (unlock-with-server.ts). */
export const userNameKey = 'authUserName';

const sessionSchema = v.object({
  hasAuth: v.literal(true),
  fullName: v.string(),
  userId: v.union([v.string(), v.number()]),
  expiresIn: v.number(),
  role: v.picklist(staffRoles),
  /** Signed in on this tablet without a network (offline verifier): no token until an online sign-in. */
  offline: v.optional(v.literal(true)),
  /** The server's credentials version at the online sign-in, kept with the offline verifier. */
  credentialsVersion: v.optional(v.number()),
});
export type Session = v.InferOutput<typeof sessionSchema>;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // a browser with storage switched off
  }
}

/** The stored session and its sealed token, or nulls when either is missing or unreadable. */
export function readStoredSession(): { session: Session | null; sealedToken: string | null } {
  const store = storage();
  const token = store?.getItem(tokenKey) ?? null;
  let raw: unknown = null;
  try {
    raw = JSON.parse(store?.getItem(authKey) ?? 'null');
  } catch {
    raw = null;
  }
  const parsed = v.safeParse(sessionSchema, raw);
  if (!parsed.success || (!token && !parsed.output.offline)) return { session: null, sealedToken: null };
  return { session: parsed.output, sealedToken: parsed.output.offline ? null : token };
}

/** The session without its token: an online sign-in's token is written sealed once the tablet
 *  is unlocked (writeSealedToken); an offline session has none (the sync centre asks for an
 *  online sign-in). Either way no token of an earlier session stays. */
export function writeStoredSession(session: Session, userName?: string): void {
  const store = storage();
  store?.removeItem(tokenKey);
  if (userName) store?.setItem(userNameKey, userName);
  else store?.removeItem(userNameKey);
  store?.setItem(authKey, JSON.stringify(session));
}

export function readSealedToken(): string | null {
  return storage()?.getItem(tokenKey) ?? null;
}

export function writeSealedToken(sealed: string): void {
  storage()?.setItem(tokenKey, sealed);
}

export function storedUserName(): string | undefined {
  return storage()?.getItem(userNameKey) ?? undefined;
}

export function clearStoredSession(): void {
  const store = storage();
  store?.removeItem(tokenKey);
  store?.removeItem(authKey);
  store?.removeItem(userNameKey);
}
