// Bearer tokens: HS256 JWTs whose `jti` is stored, so logout and user deletion revoke them.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { sql } from 'drizzle-orm';
import { isStaffRole, type Role } from '../../src/domain/roles';
import type { Sql } from '../db/sql';
import type { Caller } from '../http/context';

export interface IssuedToken {
  token: string;
  expiresIn: number;
}

export interface TokenService {
  issue(userId: number, role: Role, ttlSeconds: number, deviceName?: string): Promise<IssuedToken>;
  verify(token: string): Promise<Caller | undefined>;
  revoke(jti: string): Promise<void>;
}

export function tokenService(db: Sql, secret: Uint8Array): TokenService {
  return {
    async issue(userId, role, ttlSeconds, deviceName) {
      const jti = randomUUID();
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      await db.rows(sql`INSERT INTO tokens (jti, user_id, role, device_name, expires_at)
        VALUES (${jti}, ${userId}, ${role}, ${deviceName ?? null}, ${expiresAt.toISOString()})`);
      const token = await new SignJWT({ role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setJti(jti)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(secret);
      return { token, expiresIn: ttlSeconds };
    },
    async verify(token) {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] }));
      } catch {
        return undefined;
      }
      if (!payload.jti) return undefined;
      const row = await db.one<{ user_id: number; role: string }>(sql`SELECT user_id, role FROM tokens
        WHERE jti = ${payload.jti} AND revoked_at IS NULL AND expires_at > now()`);
      if (!row) return undefined;
      // The role comes from the stored token (set from the user record at login), never the client.
      const role = row.role === 'Kiosk' || isStaffRole(row.role) ? (row.role as Role) : undefined;
      if (!role) return undefined;
      if (role === 'Kiosk') await db.rows(sql`UPDATE tokens SET last_seen_at = now() WHERE jti = ${payload.jti}
        AND (last_seen_at IS NULL OR last_seen_at < now() - interval '1 minute')`);
      return { userId: row.user_id, role, jti: payload.jti };
    },
    async revoke(jti) {
      await db.rows(sql`UPDATE tokens SET revoked_at = now() WHERE jti = ${jti} AND revoked_at IS NULL`);
    },
  };
}
