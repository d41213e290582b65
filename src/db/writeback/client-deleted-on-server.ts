// A client the server deleted leaves the tablet with everything that hangs on it: documents (photo
// bytes and cached full images with them), records, merges and done entries. Work still waiting
// for that client is not dropped in silence: it fails with a reason a person can read, and the
// rows it would have written stay until someone discards it.
import { messages } from '../../domain/messages';
import type { ClinicDb } from '../store/database';
import { sendingSeqs, shownState } from '../outbox/sending';
import { recordTableNames } from '../store/record-kinds';
import type { OutboxEntry } from '../store/types';

const untilSent = new Set(['pending', 'conflict']);

/** Call inside a transaction over the outbox, sending, documents, records, photoCache and merges. */
export async function dropDeletedClientRows(db: ClinicDb, clientLocalId: string): Promise<void> {
  const [entries, sending] = await Promise.all([db.outbox.where('chain').equals(clientLocalId).toArray(), sendingSeqs(db)]);
  const kept = new Set<string>();
  const gone: number[] = [];
  for (const entry of entries) {
    const state = shownState(entry, sending);
    // A delete the server has no more use for did what it asked; a done entry has nothing left to say.
    if (state === 'done' || (entry.operation.endsWith('.delete') && state !== 'in-flight')) {
      gone.push(entry.seq!);
      continue;
    }
    kept.add(entry.localId);
    if (untilSent.has(state)) await db.outbox.update(entry.seq!, failedBecauseDeleted(entry));
  }
  await db.outbox.bulkDelete(gone);
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
}

function failedBecauseDeleted(entry: OutboxEntry): Partial<OutboxEntry> {
  return {
    state: 'failed', attempts: entry.attempts, serverVersion: undefined,
    lastError: { reason: 'client-deleted', message: messages.clientDeletedOnServer, status: 404 },
  };
}
