// Failed sign-ins counted per user name + address in the database (shared by every server
// process behind a load balancer); over the limit in the window → 429.
import { sql } from 'drizzle-orm';
import type { Sql } from '../db/sql';

export function attemptKey(userName: string, address: string): string {
  return `${userName.toLowerCase()}|${address}`;
}

export async function tooManyFailures(db: Sql, key: string, limit: number, windowSeconds: number): Promise<boolean> {
  const row = await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM login_attempts
    WHERE attempt_key = ${key} AND at > now() - make_interval(secs => ${windowSeconds})`);
  return (row?.n ?? 0) >= limit;
}

export async function recordFailure(db: Sql, key: string): Promise<void> {
  await db.rows(sql`INSERT INTO login_attempts (attempt_key) VALUES (${key})`);
  // Keep the table small: old attempts no longer count.
  await db.rows(sql`DELETE FROM login_attempts WHERE at < now() - interval '1 day'`);
}

export async function clearFailures(db: Sql, key: string): Promise<void> {
  await db.rows(sql`DELETE FROM login_attempts WHERE attempt_key = ${key}`);
}
