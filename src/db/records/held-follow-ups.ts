// The follow-ups this tablet holds from the pull (issue 36 §6), each with its client: all of them
// for the list, or one patient's for the banner. Clients deleted or not on this tablet are left out.
import type { ClientRow, ClinicDb, FollowUpLocalRow } from '../store/index';

export interface HeldFollowUp { row: FollowUpLocalRow; client: ClientRow }

export async function heldFollowUps(db: ClinicDb, clientLocalId?: string): Promise<HeldFollowUp[]> {
  const rows = (clientLocalId === undefined ? await db.followUps.toArray() : await db.followUps.where('clientLocalId').equals(clientLocalId).toArray())
    .filter((row) => row.deleted === 0);
  const ids = [...new Set(rows.map((row) => row.clientLocalId))];
  const clients = new Map((await db.clients.bulkGet(ids)).flatMap((row) => (row && row.deleted === 0 ? [[row.localId, row] as const] : [])));
  return rows.flatMap((row) => {
    const client = clients.get(row.clientLocalId);
    return client ? [{ row, client }] : [];
  });
}
