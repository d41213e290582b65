// A password set on the server (a SuperAdmin's reset, `npm run admin -- set-password`, the user's
// own change) must stop the old one signing in here without a network. sync/changes names every
// staff account's credentials version; an offline verifier made under an older version, or of an
// account no longer listed (deleted), is dropped, so that person signs in online once. A tablet
// that never reaches the server cannot hear of it: its verifiers stand until they expire (14 days).
import type { ClinicDb } from '../store/index';

export interface CredentialsVersion {
  userId: string | number;
  credentialsVersion: number;
}

/** A 401 of this user's token said their password was set since: drop their offline sign-in
 *  here, whatever the pull has said (their own sync is the one that hears it first). */
export async function forgetSignInOf(db: ClinicDb, userId: string): Promise<void> {
  await db.offlineVerifiers.filter((row) => row.userId === userId).delete();
}

/** Returns the user names whose offline sign-in was dropped. */
export async function forgetChangedSignIns(db: ClinicDb, listed: readonly CredentialsVersion[]): Promise<string[]> {
  const current = new Map(listed.map((user) => [String(user.userId), user.credentialsVersion]));
  return db.transaction('rw', db.offlineVerifiers, async () => {
    const stale = (await db.offlineVerifiers.toArray()).filter((row) => {
      const version = current.get(row.userId);
      // Only a later version counts: a pull answered before this person's newest sign-in must not
      // drop the verifier that sign-in wrote.
      return version === undefined || version > (row.credentialsVersion ?? 1);
    });
    await db.offlineVerifiers.bulkDelete(stale.map((row) => row.userName));
    return stale.map((row) => row.userName);
  });
}
