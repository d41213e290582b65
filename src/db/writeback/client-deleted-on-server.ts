// A client the server deleted leaves the tablet with everything that hangs on it: documents (photo
// bytes and cached full images with them), records, merges and done entries. Work still waiting
// for that client is not dropped in silence: it fails with a reason a person can read, and the
// rows it would have written stay until someone discards it.
import type { ClinicDb } from '../store/index';
import { failChainOfDeletedClient } from '../outbox/index';
import { recordTableNames } from '../store/index';

/** Call inside a transaction over the outbox, sending, documents, records, photoCache, merges and follow-ups. */
export async function dropDeletedClientRows(db: ClinicDb, clientLocalId: string): Promise<void> {
  const kept = await failChainOfDeletedClient(db, clientLocalId);
  const hanging = (rows: { localId: string }[]) => rows.filter((r) => !kept.has(r.localId)).map((r) => r.localId);
  const range = [[clientLocalId, ''], [clientLocalId, '\uffff']] as const;
  const docs = await db.documents.where('[clientLocalId+kind]').between(...range).toArray();
  await db.documents.bulkDelete(hanging(docs));
  for (const name of recordTableNames) {
    const table = db.recordTable(name);
    await table.bulkDelete(hanging(await table.where('[clientLocalId+createdAt]').between(...range).toArray()));
  }
  await db.photoCache.where('clientLocalId').equals(clientLocalId).delete();
  await db.merges.where('clientLocalId').equals(clientLocalId).delete();
  await db.followUps.where('clientLocalId').equals(clientLocalId).delete();
}
