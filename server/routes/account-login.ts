// Account/login and Account/login/consultation. A wrong user name or password is a 400 with a
// Persian message (not 401, which the app reads as "session ended, go home").
import { loginResult } from '../../src/domain/schemas/results';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { messages } from '../../src/domain/messages';
import { serverMessages } from '../../src/domain/server-messages';
import { loginSchema } from '../../src/domain/schemas/account';
import { isStaffRole } from '../../src/domain/roles';
import { timingDummyHash, verifyPassword } from '../auth/passwords';
import { remoteAddress } from '../auth/remote-address';
import { reply } from '../http/envelope';
import { HttpFailure } from '../http/failure';
import { jsonBody } from '../http/validate';
import type { AppEnv } from '../http/context';
import type { RouteDef } from '../http/route';

interface UserRow {
  id: number;
  first_name: string;
  last_name: string;
  role: string;
  password_hash: string;
  credentials_version: number;
}

async function login(c: Context<AppEnv>): Promise<Response> {
  const { sql: db, config, tokens, loginLimiter } = c.get('deps');
  const input = await jsonBody(c, loginSchema);
  const address = remoteAddress(c);
  if (!(await loginLimiter.take(input.userName, address))) {
    c.header('Retry-After', String(config.loginWindowSeconds));
    throw new HttpFailure(429, serverMessages.tooManyLogins);
  }
  const user = await db.one<UserRow>(sql`SELECT id, first_name, last_name, role, password_hash, credentials_version FROM users
    WHERE lower(user_name) = lower(${input.userName})`);
  const ok = await verifyPassword(user?.password_hash ?? (await timingDummyHash()), input.password);
  if (!user || !ok || !isStaffRole(user.role)) throw new HttpFailure(400, messages.wrongCredentials);
  await loginLimiter.giveBack(input.userName, address);
  const issued = await tokens.issue(user.id, user.role, config.tokenTtlSeconds);
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

export const loginRoutes: RouteDef[] = [
  { method: 'post', path: 'Account/login', access: 'public', body: loginSchema, result: loginResult, statuses: [429], retryAfter: [429], summary: 'Sign in; the role comes from the user record', handler: login },
  { method: 'post', path: 'Account/login/consultation', access: 'public', body: loginSchema, result: loginResult, statuses: [429], retryAfter: [429], summary: 'Sign in from the consultation page (same answer)', handler: login },
];
