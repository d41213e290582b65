// Bearer tokens: HS256 JWTs whose `jti` is stored, so logout, user deletion, password change and
// a revoked kiosk end them. Valid ones are remembered in memory (token-cache.ts) and forgotten
// when the database announces their revocation. A staff token also ends with its session's
// absolute lifetime, counted from the sign-in (its signed `iat`), however often it is used.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { sql } from 'drizzle-orm';
import { isStaffRole, type Role } from '../../src/domain/roles';
import type { Sql } from '../db/sql';
import type { Caller } from '../http/context';
import { signedClaims } from './signed-claims';
import { TokenCache } from './token-cache';

export interface IssuedToken {
  token: string;
  expiresIn: number;
  /** The token's id (its sign-in, for the audit trail). */
  jti: string;
}

/** The time a staff session's age is read on: the real one, or a test's. */
export interface SessionClock {
  now(): number;
}

export interface SessionLimits {
  /** How long after its sign-in a staff token is refused, used or not. */
  lifetimeSeconds: number;
  clock?: SessionClock;
}

export interface TokenService {
  issue(userId: number, role: Role, ttlSeconds: number, deviceName?: string): Promise<IssuedToken>;
  verify(token: string): Promise<Caller | undefined>;
  revoke(jti: string): Promise<void>;
  /** Whether this token (ours, expired or not) was ended by a password set: its 401 says so. */
  endedByPassword(token: string): Promise<boolean>;
  /** The in-memory tokens; the database's revocation announcements feed it. */
  cache: TokenCache;
}

// A kiosk's "last seen" is written at most this often (not on every request).
const lastSeenEveryMs = 60_000;

export function tokenService(db: Sql, secret: Uint8Array, session: SessionLimits): TokenService {
  const cache = new TokenCache();
  const clock = session.clock ?? { now: () => Date.now() };
  const lifetimeMs = session.lifetimeSeconds * 1000;
  // A kiosk's device token is the device's, not a person's session: it keeps its own term.
  const outlived = (caller: Caller, issuedAt: number) => caller.role !== 'Kiosk' && clock.now() - issuedAt >= lifetimeMs;
  const lastSeenWritten = new Map<string, number>();
  const claimsOf = signedClaims(secret);

  function noteKioskSeen(jti: string): void {
    const now = Date.now();
    if (now - (lastSeenWritten.get(jti) ?? 0) < lastSeenEveryMs) return;
    if (lastSeenWritten.size > 10_000) lastSeenWritten.clear();
    lastSeenWritten.set(jti, now);
    // Not awaited: the kiosk's request does not wait for its bookkeeping.
    void db.rows(sql`UPDATE tokens SET last_seen_at = now() WHERE jti = ${jti}`).catch(() => lastSeenWritten.delete(jti));
  }

  async function lookUp(jti: string): Promise<{ caller: Caller; expiresAt: number } | undefined> {
    const row = await db.one<{ user_id: number; role: string; expires_at: string | Date }>(sql`SELECT user_id, role, expires_at FROM tokens
      WHERE jti = ${jti} AND revoked_at IS NULL AND expires_at > now()`);
    if (!row) return undefined;
    // The role comes from the stored token (set from the user record at login), never the client.
    const role = row.role === 'Kiosk' || isStaffRole(row.role) ? (row.role as Role) : undefined;
    if (!role) return undefined;
    return { caller: { userId: row.user_id, role, jti }, expiresAt: new Date(row.expires_at).getTime() };
  }

  return {
    cache,
    async issue(userId, role, requestedTtl, deviceName) {
      const jti = randomUUID();
      const ttlSeconds = role === 'Kiosk' ? requestedTtl : Math.min(requestedTtl, session.lifetimeSeconds);
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      await db.rows(sql`INSERT INTO tokens (jti, user_id, role, device_name, expires_at)
        VALUES (${jti}, ${userId}, ${role}, ${deviceName ?? null}, ${expiresAt.toISOString()})`);
      const token = await new SignJWT({ role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setJti(jti)
        .setIssuedAt(Math.floor(clock.now() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(secret);
      return { token, expiresIn: ttlSeconds, jti };
    },
    async verify(token) {
      const payload = await claimsOf(token);
      const jti = payload?.jti;
      if (!payload || !jti) return undefined;
      let caller = cache.get(jti);
      if (!caller) {
        const mark = cache.mark();
        const found = await lookUp(jti);
        if (!found) return undefined;
        cache.put(mark, found.caller, found.expiresAt);
        caller = found.caller;
      }
      const issuedAt = (payload.iat ?? 0) * 1000;
      if (outlived(caller, issuedAt)) return undefined;
      if (caller.role === 'Kiosk') noteKioskSeen(jti);
      return { ...caller, issuedAt };
    },
    async endedByPassword(token) {
      let jti: string | undefined;
      try {
        // Signed by us, whenever it expires: a token that expired after its password was set
        // still tells its tablet why.
        ({ payload: { jti } } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: new Date(0) }));
      } catch {
        return false;
      }
      if (!jti) return false;
      return (await db.one(sql`SELECT 1 AS ended FROM tokens WHERE jti = ${jti} AND ended_by = 'password'`)) !== undefined;
    },
    async revoke(jti) {
      const row = await db.one(sql`UPDATE tokens SET revoked_at = now() WHERE jti = ${jti} AND revoked_at IS NULL RETURNING jti`);
      cache.forget(jti);
      if (row) await cache.heardOf([jti]);
    },

  };
}
