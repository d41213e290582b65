// What the sync engine writes back when the server answers: the server id on the record and
// the entry marked done, in ONE transaction (design.md "Replay").
import { removeClient, syncedTables } from './client-removal';
import type { ClinicDb } from './database';
import { markDone } from './outbox-store';
import type { OutboxEntry, ServerId } from './types';

export interface ServerAnswer {
  id?: ServerId;
  version?: number;
  fileName?: string;
  result?: unknown;
}

export async function completeEntry(db: ClinicDb, entry: OutboxEntry, answer: ServerAnswer): Promise<void> {
  await db.transaction('rw', syncedTables(db), async () => {
    const table = db.table(entry.table);
    switch (entry.operation) {
      case 'client.create':
      case 'record.create':
      case 'document.upload': {
        const patch: Record<string, unknown> = { serverId: answer.id, version: answer.version ?? 1 };
        if (answer.fileName) patch.fileName = answer.fileName;
        if (entry.operation === 'record.create') patch.serverResult = answer.result;
        // The server has the photo now: its bytes leave the tablet, the thumbnail stays (full-photo.ts fetches it back).
        if (entry.operation === 'document.upload' && answer.fileName) patch.photo = undefined;
        await table.update(entry.localId, patch);
        break;
      }
      case 'client.update':
        if (answer.version !== undefined) await table.update(entry.localId, { version: answer.version });
        break;
      case 'record.update':
        await table.update(entry.localId, { serverId: answer.id, version: answer.version });
        break;
      case 'client.delete':
        await removeClient(db, entry.localId);
        break;
      case 'document.delete':
      case 'record.delete':
        await table.delete(entry.localId);
        break;
      case 'client.submit':
        break;
    }
    await markDone(db, entry.seq!);
  });
}
