// Setting a user's password, whoever asks (their own change, a SuperAdmin's reset, the operator's
// `npm run admin -- set-password`): the new hash, the credentials version +1 (tablets drop their
// offline verifier of this user when they hear of it), and the user's sessions and delivery
// credentials ended in the same transaction. Revoking a token fires migration 004's NOTIFY, which every server process on the
// database hears at the commit.
import { sql } from 'drizzle-orm';
import type { Sql } from '../db/sql';
import { hashPassword } from './passwords';
import type { TokenCache } from './token-cache';

export interface PasswordSet {
  /** The ids (jti) of the sessions ended, for the token cache. */
  ended: string[];
  credentialsVersion: number;
}

/** Undefined when no such user. `keepJti`: the caller's own session, kept on their own change. */
export async function setPassword(db: Sql, userId: number, password: string, keepJti?: string): Promise<PasswordSet | undefined> {
  const passwordHash = await hashPassword(password);
  return db.tx(async (tx) => {
    const user = await tx.one<{ credentials_version: number }>(sql`UPDATE users
      SET password_hash = ${passwordHash}, version = version + 1, credentials_version = credentials_version + 1, updated_at = now()
      WHERE id = ${userId} RETURNING credentials_version`);
    if (!user) return undefined;
    // The Kiosk devices the user issued are devices, not sessions, and stay.
    const ended = await tx.rows<{ jti: string }>(sql`UPDATE tokens SET revoked_at = now(), ended_by = 'password'
      WHERE user_id = ${userId} AND jti <> ${keepJti ?? ''} AND role <> 'Kiosk' AND revoked_at IS NULL RETURNING jti`);
    // A new password is how a stolen one is cut off: the delivery credentials it let a device take
    // end too (each delivers this user's writes from its tablet), but on their own change, the one
    // of the tablet they changed it on. Entries waiting on another tablet wait for their author's
    // next sign-in there, which asks for a new credential.
    await tx.rows(sql`UPDATE delivery_credentials SET revoked_at = now()
      WHERE user_id = ${userId} AND revoked_at IS NULL
        AND device_id IS DISTINCT FROM (SELECT device_id FROM tokens WHERE jti = ${keepJti ?? ''})`);
    return { ended: ended.map(({ jti }) => jti), credentialsVersion: user.credentials_version };
  });
}

/** Ends the sessions in this process at once, then waits (briefly) for the database's
 *  announcement, which every other server process is sent at the same moment: the caller's next
 *  request, wherever it lands, finds them gone. */
export async function forgetEnded(cache: TokenCache, ended: readonly string[]): Promise<void> {
  for (const jti of ended) cache.forget(jti);
  await cache.heardOf(ended);
}
