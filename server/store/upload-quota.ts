// Bytes stored per uploader per day (migration 018): a kiosk device and a staff member each have
// a day's quota of stored upload bytes. The day is the clinic's (the server's time zone), read
// from the server's clock so a test can move to the next day.
import { sql } from 'drizzle-orm';
import type { Sql } from '../db/sql';
import type { Caller } from '../http/context';

/** `now`: when the upload came, on the server's clock; `day` its clinic-local day. */
export interface UploadQuota { uploader: string; day: string; limit: number; now: number }

const pad = (n: number) => String(n).padStart(2, '0');

/** The clinic-local day of an instant, as PostgreSQL's `date` reads it. */
export function dayOf(now: number): string {
  const at = new Date(now);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** Seconds from `now` to the clinic's next midnight: when a full quota is open again. */
export function secondsToNextDay(now: number): number {
  const at = new Date(now);
  const midnight = new Date(at.getFullYear(), at.getMonth(), at.getDate() + 1).getTime();
  return Math.max(1, Math.ceil((midnight - now) / 1000));
}

export function quotaOf(caller: Caller, now: number, limits: { perKiosk: number; perUser: number }): UploadQuota {
  return caller.role === 'Kiosk'
    ? { uploader: `kiosk:${caller.jti}`, day: dayOf(now), limit: limits.perKiosk, now }
    : { uploader: `user:${caller.userId}`, day: dayOf(now), limit: limits.perUser, now };
}

/** Whether anything more may be stored today (checked before an image is decoded). */
export async function quotaLeft(db: Sql, quota: UploadQuota): Promise<boolean> {
  const row = await db.one<{ bytes: number | string }>(sql`SELECT bytes FROM upload_bytes_per_day WHERE uploader = ${quota.uploader} AND day = ${quota.day}`);
  return Number(row?.bytes ?? 0) < quota.limit;
}

/** Counts `bytes` against the day's quota inside the storing transaction, atomically (the row's
 * lock orders concurrent uploads): false, and nothing counted, when they would pass it. */
export async function countStored(tx: Sql, quota: UploadQuota, bytes: number): Promise<boolean> {
  if (bytes > quota.limit) return false;
  // Yesterday's rows of this uploader are no use any more.
  await tx.rows(sql`DELETE FROM upload_bytes_per_day WHERE uploader = ${quota.uploader} AND day < ${quota.day}`);
  const row = await tx.one(sql`INSERT INTO upload_bytes_per_day (uploader, day, bytes) VALUES (${quota.uploader}, ${quota.day}, ${bytes})
    ON CONFLICT (uploader, day) DO UPDATE SET bytes = upload_bytes_per_day.bytes + excluded.bytes
    WHERE upload_bytes_per_day.bytes + excluded.bytes <= ${quota.limit} RETURNING bytes`);
  return row !== undefined;
}
