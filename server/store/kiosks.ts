// Kiosk devices: the tokens of role Kiosk, listed and revoked by SuperAdmin, and what each kiosk
// may touch — the clients it created or found by national code, with an upload quota per client.
import { sql } from 'drizzle-orm';
import type { Sql } from '../db/sql';

export interface KioskDevice {
  id: string;
  deviceName: string;
  createdAt: string;
  lastSeenAt: string | null;
  expiresAt: string;
  issuedBy: string | null;
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** The kiosks whose tokens still work, newest first. */
export async function listKiosks(db: Sql): Promise<KioskDevice[]> {
  const rows = await db.rows<{ jti: string; device_name: string | null; created_at: string; last_seen_at: string | null; expires_at: string; user_name: string | null }>(sql`
    SELECT t.jti, t.device_name, t.created_at, t.last_seen_at, t.expires_at, u.user_name
    FROM tokens t LEFT JOIN users u ON u.id = t.user_id
    WHERE t.role = 'Kiosk' AND t.revoked_at IS NULL AND t.expires_at > now() ORDER BY t.created_at DESC`);
  return rows.map((row) => ({
    id: row.jti, deviceName: row.device_name ?? '', createdAt: iso(row.created_at)!, lastSeenAt: iso(row.last_seen_at),
    expiresAt: iso(row.expires_at)!, issuedBy: row.user_name,
  }));
}

/** False when no working kiosk token has that id. */
export async function revokeKiosk(db: Sql, jti: string): Promise<boolean> {
  const row = await db.one(sql`UPDATE tokens SET revoked_at = now() WHERE jti = ${jti} AND role = 'Kiosk' AND revoked_at IS NULL RETURNING jti`);
  return row !== undefined;
}

/** Lets a kiosk touch a client from now on (`created`: it made the client). */
export function grantKiosk(db: Sql, jti: string, clientId: number, created: boolean): Promise<void> {
  return grantKioskAll(db, jti, [clientId], created);
}

/** grantKiosk for many clients (each at most once) in one statement. */
export async function grantKioskAll(db: Sql, jti: string, clientIds: number[], created: boolean): Promise<void> {
  if (clientIds.length === 0) return;
  await db.rows(sql`INSERT INTO kiosk_clients (jti, client_id, created)
    SELECT ${jti}::text, id::integer, ${created}::boolean FROM json_array_elements_text(${JSON.stringify(clientIds)}::json) AS ids(id)
    ON CONFLICT (jti, client_id) DO UPDATE SET created = kiosk_clients.created OR excluded.created`);
}

export async function kioskGrant(db: Sql, jti: string, clientId: number): Promise<{ created: boolean } | undefined> {
  return db.one<{ created: boolean }>(sql`SELECT created FROM kiosk_clients WHERE jti = ${jti} AND client_id = ${clientId}`);
}

/** Counts one upload against the quota, atomically: 'denied' without a grant, 'full' over quota. */
export async function takeUploadSlot(db: Sql, jti: string, clientId: number, quota: number): Promise<'ok' | 'denied' | 'full'> {
  const row = await db.one(sql`UPDATE kiosk_clients SET uploads = uploads + 1
    WHERE jti = ${jti} AND client_id = ${clientId} AND uploads < ${quota} RETURNING uploads`);
  if (row) return 'ok';
  return (await kioskGrant(db, jti, clientId)) ? 'full' : 'denied';
}

/** Gives back a slot taken for an upload that was then refused. */
export async function returnUploadSlot(db: Sql, jti: string, clientId: number): Promise<void> {
  await db.rows(sql`UPDATE kiosk_clients SET uploads = greatest(uploads - 1, 0) WHERE jti = ${jti} AND client_id = ${clientId}`);
}
