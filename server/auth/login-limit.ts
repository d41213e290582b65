// Sign-in attempts counted in the database (shared by every server process behind a load
// balancer), per account and per address, each taken by one atomic upsert BEFORE the password is
// checked: 100 parallel guesses get exactly the limit through. A success gives its attempts back.
// The account key is lower()ed by the database, the very rule sign-in matches names with
// (JavaScript's toLowerCase differs: `receptİon`).
import { sql } from 'drizzle-orm';
import type { Sql } from '../db/sql';

export interface LoginLimits {
  perAccount: number;
  perAddress: number;
  windowSeconds: number;
}

const accountKey = (userName: string) => sql`'account:' || lower(${userName})`;
const addressKey = (address: string) => `address:${address}`;

/** Counts this attempt; false when the account or the address is over its limit. */
export async function takeAttempt(db: Sql, userName: string, address: string, limits: LoginLimits): Promise<boolean> {
  const expired = sql`login_limits.window_start < now() - make_interval(secs => ${limits.windowSeconds})`;
  const rows = await db.rows<{ limit_key: string; attempts: number }>(sql`INSERT INTO login_limits (limit_key, attempts)
    VALUES (${accountKey(userName)}, 1), (${addressKey(address)}, 1)
    ON CONFLICT (limit_key) DO UPDATE SET
      attempts = CASE WHEN ${expired} THEN 1 ELSE login_limits.attempts + 1 END,
      window_start = CASE WHEN ${expired} THEN now() ELSE login_limits.window_start END
    RETURNING limit_key, attempts`);
  await sweep(db, limits.windowSeconds);
  return rows.every((row) => row.attempts <= (row.limit_key.startsWith('account:') ? limits.perAccount : limits.perAddress));
}

/** A success: the account starts afresh and the address gets this attempt back. */
export async function giveBack(db: Sql, userName: string, address: string): Promise<void> {
  await db.rows(sql`DELETE FROM login_limits WHERE limit_key = ${accountKey(userName)}`);
  await db.rows(sql`UPDATE login_limits SET attempts = greatest(attempts - 1, 0) WHERE limit_key = ${addressKey(address)}`);
}

let lastSweep = 0;
/** Expired buckets go, at most once a minute per process, through the window index. */
async function sweep(db: Sql, windowSeconds: number): Promise<void> {
  if (Date.now() - lastSweep < 60_000) return;
  lastSweep = Date.now();
  await db.rows(sql`DELETE FROM login_limits WHERE window_start < now() - make_interval(secs => ${windowSeconds})`);
}
