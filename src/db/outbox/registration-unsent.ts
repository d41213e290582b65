// Whether a client's registration is still on this tablet only: its create waits in the queue
// (pending, on its way, refused or in conflict). The banner says so on every screen of the patient.
import type { ClinicDb } from '../store/index';

/** True while the client's `client.create` entry has not been settled by the server. */
export async function createStillQueued(db: ClinicDb, clientLocalId: string): Promise<boolean> {
  const entries = await db.outbox.where('localId').equals(clientLocalId).toArray();
  return entries.some((entry) => entry.operation === 'client.create' && entry.state !== 'done');
}
