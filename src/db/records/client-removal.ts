// Dropping a client from the tablet, and everything that hangs on it: used when the kiosk forgets
// a synced intake and when the server says the client was deleted.
import { adjustClientCounters } from './counters';
import type { ClinicDb } from '../store/index';
import { recordTableNames } from '../store/index';
import { outboxTable, sendingTable } from '../outbox/index';

/** Every table a write-back or a removal touches, for one transaction. */
export const syncedTables = (db: ClinicDb) => [
  db.clients, db.documents, outboxTable, sendingTable, db.counters, db.merges, db.followUps, ...recordTableNames.map((t) => db.table(t)),
];

/** The client row alone, its counters moved. */
export async function removeClient(db: ClinicDb, localId: string): Promise<void> {
  const before = await db.clients.get(localId);
  if (!before) return;
  await db.clients.delete(localId);
  await adjustClientCounters(db, before, undefined);
}

/** The client's documents (photo bytes with them), records of every kind and follow-ups. */
export async function removeClientRows(db: ClinicDb, clientLocalId: string): Promise<void> {
  await db.documents.where('[clientLocalId+kind]').between([clientLocalId, ''], [clientLocalId, '\uffff']).delete();
  for (const name of recordTableNames) {
    await db.recordTable(name).where('[clientLocalId+createdAt]').between([clientLocalId, ''], [clientLocalId, '\uffff']).delete();
  }
  await db.followUps.where('clientLocalId').equals(clientLocalId).delete();
}
