// Account/login and Account/login/consultation. A wrong user name or password is a 400 with a
// Persian message (not 401, which the app reads as "session ended, go home"). A success gives the
// browser a device cookie for that user (auth/device-cookie.ts): its later sign-ins are judged by
// that cookie's own failures, not by an attack on the account from elsewhere (auth/login-limit.ts).
import { loginResult } from '../../src/domain/schemas/results';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { messages } from '../../src/domain/messages';
import { serverMessages } from '../../src/domain/server-messages';
import { loginSchema } from '../../src/domain/schemas/account';
import { isStaffRole } from '../../src/domain/roles';
import { timingDummyHash, verifyPassword } from '../auth/passwords';
import { deviceCookieMaxAgeSeconds, deviceCookiePath, deviceCookiePrefix } from '../auth/device-cookie';
import { remoteAddress } from '../auth/remote-address';
import { reply } from '../http/envelope';
import { HttpFailure } from '../http/failure';
import { jsonBody } from '../http/validate';
import { fingerprint, recordAudit } from '../store/audit';
import type { AppEnv } from '../http/context';
import type { RouteDef } from '../http/route';
import type { Sql } from '../db/sql';

interface UserRow {
  id: number;
  first_name: string;
  last_name: string;
  role: string;
  password_hash: string;
  credentials_version: number;
}

const findUser = (db: Sql, userName: string) => db.one<UserRow>(sql`SELECT id, first_name, last_name, role, password_hash, credentials_version FROM users
  WHERE lower(user_name) = lower(${userName})`);

async function login(c: Context<AppEnv>): Promise<Response> {
  const { sql: db, config, tokens, loginLimiter } = c.get('deps');
  const { devices } = loginLimiter;
  const input = await jsonBody(c, loginSchema);
  // The user is looked up first only when a genuine cookie could name them: a flood without one
  // is refused from the limiter's memory before the database.
  const early = devices.anyPresented(c) ? { user: await findUser(db, input.userName) } : undefined;
  const attempt = { userName: input.userName, address: remoteAddress(c), device: early?.user ? devices.presented(c, early.user.id) : undefined };
  const verdict = await loginLimiter.take(attempt);
  if (verdict !== 'allowed') {
    c.header('Retry-After', String(config.loginWindowSeconds));
    throw new HttpFailure(429, verdict === 'untrusted' ? serverMessages.untrustedLoginsLocked : serverMessages.tooManyLogins);
  }
  const user = early ? early.user : await findUser(db, input.userName);
  const ok = await verifyPassword(user?.password_hash ?? (await timingDummyHash()), input.password);
  if (!user || !ok || !isStaffRole(user.role)) throw new HttpFailure(400, messages.wrongCredentials);
  await loginLimiter.giveBack(attempt);
  const presented = attempt.device ?? devices.presented(c, user.id);
  const given = devices.give(c, user.id);
  // The device is the browser's cookie as it came (a fresh one on its first sign-in): a
  // fingerprint, never the cookie. The token and its audit entry are one commit.
  const device = `browser:${fingerprint(presented ?? given)}`;
  const role = user.role;
  const issued = await db.tx(async (tx) => {
    const made = await tokens.issue(user.id, role, config.tokenTtlSeconds);
    await tx.rows(sql`UPDATE tokens SET audit_device = ${device} WHERE jti = ${made.jti}`);
    await recordAudit(tx, { action: 'signIn' }, { userId: user.id, role: user.role, device, session: fingerprint(made.jti) });
    return made;
  });
  return reply(c, {
    token: issued.token,
    fullName: `${user.first_name} ${user.last_name}`.trim(),
    userId: user.id,
    expiresIn: issued.expiresIn,
    role: user.role,
    // Kept with the tablet's offline verifier: a later version named by sync/changes drops it.
    credentialsVersion: user.credentials_version,
  });
}

const deviceCookie = {
  notes: `Reads the device cookie \`${deviceCookiePrefix}{userId}\` of the user signing in, if the browser holds one (sent by itself to ${deviceCookiePath}): `
    + 'a genuine one is judged only by its own failures (by default 10 in 15 minutes lock out that cookie), so an attack on the account does not hold back a browser that signed the user in before; '
    + 'without one, sign-ins are limited per account (10 in 15 minutes for all such browsers together) and per address (30). Over a limit: 429 with Retry-After.',
  setCookie: `A new device cookie for this user: \`${deviceCookiePrefix}{userId}=v1.{userId}.{nonce}.{expires}.{HMAC}\`; `
    + `Path=${deviceCookiePath}; Max-Age=${deviceCookieMaxAgeSeconds}; HttpOnly; SameSite=Strict; Secure over HTTPS.`,
};

export const loginRoutes: RouteDef[] = [
  { method: 'post', path: 'Account/login', access: 'public', body: loginSchema, result: loginResult, statuses: [429], retryAfter: [429], summary: 'Sign in; the role comes from the user record', ...deviceCookie, handler: login },
  { method: 'post', path: 'Account/login/consultation', access: 'public', body: loginSchema, result: loginResult, statuses: [429], retryAfter: [429], summary: 'Sign in from the consultation page (same answer)', ...deviceCookie, handler: login },
];
