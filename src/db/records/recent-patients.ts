// The patients a person opened or saved lately on this tablet, per person: only client localIds
// and times, kept as one row per user in the sync state table (no new schema version). A localId
// is this tablet's own random id, not a patient's data, so the row needs no seal; the names shown
// come from the sealed client rows, opened only while the tablet is unlocked.
import type { ClientRow, ClinicDb } from '../store/index';

export const recentPatientsKept = 10;

interface RecentPatientsRow {
  key: string; // `recent:<userId>`
  seen: { localId: string; at: number }[];
}

const keyOf = (userId: string) => `recent:${userId}`;
// The sync state table is typed for its 'main' row; this row lives beside it under its own key.
const rowsOf = (db: ClinicDb) => db.table<RecentPatientsRow, string>('syncState');

/** Puts the client first in the person's list (once), keeping the last `recentPatientsKept`. */
export async function notePatientSeen(db: ClinicDb, userId: string, clientLocalId: string, now = Date.now()): Promise<void> {
  const table = rowsOf(db);
  await db.transaction('rw', table, async () => {
    const row = await table.get(keyOf(userId));
    const others = (row?.seen ?? []).filter((item) => item.localId !== clientLocalId);
    const seen = [{ localId: clientLocalId, at: now }, ...others].slice(0, recentPatientsKept);
    await table.put({ key: keyOf(userId), seen });
  });
}

/** The person's recent patients, newest first, with when each was last seen; deleted ones left out. */
export async function recentPatients(db: ClinicDb, userId: string): Promise<{ client: ClientRow; at: number }[]> {
  const row = await rowsOf(db).get(keyOf(userId));
  if (!row) return [];
  const clients = await db.clients.bulkGet(row.seen.map((item) => item.localId));
  return row.seen.flatMap((item, i) => {
    const client = clients[i];
    return client && client.deleted === 0 ? [{ client, at: item.at }] : [];
  });
}
