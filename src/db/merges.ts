// The merges this tablet recorded (409 on a client create: the national code was already on the
// server, so the tablet adopted that client). The sync centre shows them so staff can check.
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb, type ClinicDb } from './database';
import type { MergeRow } from './types';

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

export function useRecentMerges(db: ClinicDb = localDb()) {
  return useLiveQuery(() => recentMerges(db), [db]);
}
