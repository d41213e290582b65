// The merges this tablet recorded (409 on a client create: the national code was already on the
// server, so the tablet adopted that client). The sync centre shows them so staff can check.
import type { ClinicDb } from '../store/index';
import type { MergeRow } from '../store/index';

export interface MergeWithClient extends MergeRow {
  /** The name as this tablet had it entered. */
  fullName: string;
}

export async function recentMerges(db: ClinicDb, limit = 20): Promise<MergeWithClient[]> {
  const rows = await db.merges.orderBy('id').reverse().limit(limit).toArray();
  return rows.map((row) => ({
    ...row,
    fullName: `${row.localFields.firstName ?? ''} ${row.localFields.lastName ?? ''}`.trim(),
  }));
}

/** Merges nobody has looked at in the sync centre yet (the status chip marks them). */
export function unseenMergeCount(db: ClinicDb): Promise<number> {
  return db.merges.filter((merge) => !merge.seenAt).count();
}

/** The sync centre was opened with these merges on it: the chip's mark goes. */
export async function markMergesSeen(db: ClinicDb, now = Date.now()): Promise<void> {
  await db.merges.filter((merge) => !merge.seenAt).modify({ seenAt: new Date(now).toISOString() });
}
