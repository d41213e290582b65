// Delivery credentials: a random secret per (author, tablet), kept hashed. It lets its holder
// deliver that author's sealed writes from that tablet and nothing else (routes/delivery.ts).
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Sql } from '../db/sql';

const hashOf = (secret: string) => createHash('sha256').update(secret).digest();

/** A new credential for this author on this tablet, ending any earlier one of the pair; the
 * session that asked is noted as that tablet's (a tablet marked lost ends it). `id.secret`. */
export async function issueDeliveryCredential(db: Sql, userId: number, deviceId: string, sessionJti: string): Promise<string> {
  const id = randomUUID();
  const secret = randomBytes(32).toString('base64url');
  await db.tx(async (tx) => {
    await tx.rows(sql`UPDATE delivery_credentials SET revoked_at = now() WHERE user_id = ${userId} AND device_id = ${deviceId} AND revoked_at IS NULL`);
    await tx.rows(sql`INSERT INTO delivery_credentials (id, secret_hash, user_id, device_id) VALUES (${id}, ${hashOf(secret)}, ${userId}, ${deviceId})`);
    await tx.rows(sql`UPDATE tokens SET device_id = ${deviceId} WHERE jti = ${sessionJti}`);
  });
  return `${id}.${secret}`;
}

const credentialPattern = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

/** The author and tablet a working credential delivers for; undefined for any other text. Read
 * from the database on every delivery: marking a tablet lost holds from its next request. */
export async function deliveryCredentialOf(db: Sql, credential: string): Promise<{ credentialId: string; userId: number; deviceId: string } | undefined> {
  const match = credentialPattern.exec(credential);
  if (!match) return undefined;
  const row = await db.one<{ secret_hash: Uint8Array; user_id: number; device_id: string }>(sql`SELECT secret_hash, user_id, device_id::text AS device_id
    FROM delivery_credentials WHERE id = ${match[1]!} AND revoked_at IS NULL`);
  if (!row || !timingSafeEqual(Buffer.from(row.secret_hash), hashOf(match[2]!))) return undefined;
  return { credentialId: match[1]!, userId: row.user_id, deviceId: row.device_id };
}

/** Marks a tablet lost: its staff sessions, its delivery credentials and its kiosk token (a kiosk's
 * device id is its token's jti) end in one transaction. The ended tokens' jtis, for the caches. */
export async function endDevice(db: Sql, deviceId: string): Promise<{ found: boolean; jtis: string[] }> {
  return db.tx(async (tx) => {
    const credentials = await tx.rows(sql`UPDATE delivery_credentials SET revoked_at = now() WHERE device_id = ${deviceId} AND revoked_at IS NULL RETURNING id`);
    const tokens = await tx.rows<{ jti: string }>(sql`UPDATE tokens SET revoked_at = now()
      WHERE (device_id = ${deviceId} OR (role = 'Kiosk' AND jti = ${deviceId})) AND revoked_at IS NULL RETURNING jti`);
    const known = credentials.length > 0 || tokens.length > 0
      || (await tx.one(sql`SELECT 1 AS known FROM delivery_credentials WHERE device_id = ${deviceId}
        UNION ALL SELECT 1 FROM tokens WHERE device_id = ${deviceId} OR jti = ${deviceId} LIMIT 1`)) !== undefined;
    return { found: known, jtis: tokens.map((t) => t.jti) };
  });
}

export interface StaffTablet {
  id: string;
  /** The full names of the people who signed in on it, newest first. */
  users: string[];
  lastSignInAt: string;
}

/** The staff tablets with a working delivery credential (each sign-in asks for one), newest first. */
export async function listStaffTablets(db: Sql): Promise<StaffTablet[]> {
  const rows = await db.rows<{ device_id: string; full_name: string; created_at: string | Date }>(sql`
    SELECT d.device_id::text AS device_id, u.first_name || ' ' || u.last_name AS full_name, d.created_at
    FROM delivery_credentials d JOIN users u ON u.id = d.user_id WHERE d.revoked_at IS NULL ORDER BY d.created_at DESC`);
  const tablets = new Map<string, StaffTablet>();
  for (const row of rows) {
    const tablet = tablets.get(row.device_id) ?? { id: row.device_id, users: [], lastSignInAt: new Date(row.created_at).toISOString() };
    if (!tablet.users.includes(row.full_name)) tablet.users.push(row.full_name);
    tablets.set(row.device_id, tablet);
  }
  return [...tablets.values()];
}
