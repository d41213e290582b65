// `set-password USER` against an open database, from the control channel (a server runs) or from
// the admin command itself (none runs): the app's password rule, the user by name (any case, as
// sign-in finds it), then auth/set-password.ts (sessions ended, credentials version +1).
import * as v from 'valibot';
import { sql } from 'drizzle-orm';
import { accountServerText } from '../../src/domain/account-server-text';
import { newPasswordRule } from '../../src/domain/schemas/account';
import { setPassword } from '../auth/set-password';
import { noPasswordHash } from '../db/seed';
import type { Sql } from '../db/sql';

/** Refused input: the message (Persian) is for the operator; nothing was changed. */
export class PasswordRefused extends Error {}

export const setPasswordBody = v.object({ userName: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)), password: v.string() });

export interface PasswordSetResult { userId: number; userName: string; sessionsEnded: number; ended: string[] }

export function checkNewPassword(password: string): void {
  const checked = v.safeParse(newPasswordRule, password);
  if (!checked.success) throw new PasswordRefused(checked.issues[0].message);
}

export async function setUserPassword(db: Sql, body: unknown): Promise<PasswordSetResult> {
  const parsed = v.safeParse(setPasswordBody, body);
  if (!parsed.success) throw new PasswordRefused(accountServerText.adminUsage);
  const { userName, password } = parsed.output;
  checkNewPassword(password);
  const user = await db.one<{ id: number; user_name: string }>(sql`SELECT id, user_name FROM users WHERE lower(user_name) = lower(${userName})`);
  const done = user && (await setPassword(db, user.id, password));
  if (!user || !done) throw new PasswordRefused(accountServerText.noSuchUser(userName));
  return { userId: user.id, userName: user.user_name, sessionsEnded: done.ended.length, ended: done.ended };
}

export interface UserListing { id: number; userName: string; role: string; hasPassword: boolean }

export function listUsers(db: Sql): Promise<UserListing[]> {
  return db.rows<UserListing>(sql`SELECT id, user_name AS "userName", role, password_hash <> ${noPasswordHash} AS "hasPassword" FROM users ORDER BY id`);
}
