// Deleting a previous screening test (001 §4: after confirmation): hidden at once, the server
// delete waits in the outbox.
import { deleteRecord, localDb, type ClinicDb } from '../../db/index';

export function deleteScreeningTest(localId: string, db: ClinicDb = localDb()): Promise<void> {
  return deleteRecord(db, 'screeningTest', localId);
}
