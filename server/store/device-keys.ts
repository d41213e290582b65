// The escrowed data keys of the tablets: the first key offered for a device is
// kept, and every offer answers with the kept one.
import { sql } from 'drizzle-orm';
import type { Sql } from '../db/sql';

const base64Of = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** Stores `key` unless the device has one already; either way resolves to the stored key. */
export async function offerDeviceKey(db: Sql, deviceId: string, key: string, userId: number): Promise<string> {
  // Two statements, not one: a racing offer that waited on the winner's insert sees the
  // winner's row only in a later statement's snapshot (READ COMMITTED on PostgreSQL).
  await db.rows(sql`INSERT INTO device_keys (device_id, data_key, created_by)
    VALUES (${deviceId}, ${Buffer.from(key, 'base64')}, ${userId}) ON CONFLICT (device_id) DO NOTHING`);
  const stored = await storedDeviceKey(db, deviceId);
  if (stored === undefined) throw new Error('device key vanished after its insert');
  return stored;
}

export async function storedDeviceKey(db: Sql, deviceId: string): Promise<string | undefined> {
  const row = await db.one<{ data_key: Uint8Array }>(sql`SELECT data_key FROM device_keys WHERE device_id = ${deviceId}`);
  return row && base64Of(row.data_key);
}
