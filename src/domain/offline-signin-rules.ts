// The rules of offline sign-in, pure: what the verifier binds together, how
// slow it is, and how long it stays valid after the last online sign-in.
export const offlineSignInIterations = 600_000;
export const offlineSignInValidityMs = 14 * 24 * 60 * 60 * 1000;

export interface OfflineIdentity {
  userName: string;
  userId: string;
  role: string;
}

/** The password bound to who it belongs to, so a verifier cannot be moved to another user or role. */
export function verifierMaterial(password: string, who: OfflineIdentity): string {
  return [password, who.userName.trim().toLowerCase(), who.role, who.userId].join('\u0000');
}

/**
 * The 14 days run on the latest time this tablet has seen for the person (`latestSeenAt`), not on
 * its clock now: a clock set back (a time zone or summer-time slip, a correction at an outreach
 * with no network) neither stretches them nor locks the person out. Refusing any clock behind the
 * last online sign-in did lock them out, and guarded nothing: a clock set to a minute after it
 * passed that check all the same.
 */
export function offlineSignInExpired(lastOnlineAt: number, now: number, latestSeenAt = now): boolean {
  return Math.max(now, latestSeenAt) - lastOnlineAt > offlineSignInValidityMs;
}

/** Equal length and equal bytes, looking at every byte (no early exit). */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}
