// What a person can do with a refused entry in the sync centre: retry or discard it, each one
// transaction. Conflicts are settled in conflict-actions.ts.
import { uuidV7 } from '../../domain/uuid-v7';
import { adjustClientCounters } from '../records/counters';
import type { ClinicDb } from '../store/database';
import { getEntry } from '../outbox/queue';
import { recordTableNames } from '../store/record-kinds';

const tablesOf = (db: ClinicDb) => [db.clients, db.documents, db.outbox, db.counters, ...recordTableNames.map((t) => db.table(t))];

export async function retryEntry(db: ClinicDb, id: string): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const entry = await getEntry(db, id);
    // A new Idempotency-Key: the server keeps refused answers under the old one, and nothing was committed.
    if (entry?.state === 'failed') await db.outbox.update(entry.seq!, { id: uuidV7(), state: 'pending', nextAttemptAt: 0 });
  });
}

/** Drops a failed entry. A refused create takes its record (and what waits on it) with it. */
export async function discardEntry(db: ClinicDb, id: string): Promise<void> {
  await db.transaction('rw', tablesOf(db), async () => {
    const entry = await getEntry(db, id);
    if (!entry || entry.state !== 'failed') return;
    await db.outbox.delete(entry.seq!);
    if (!entry.operation.endsWith('.create') && entry.operation !== 'document.upload') return;
    const dependents = await db.outbox.filter((e) => e.dependsOn?.localId === entry.localId || e.localId === entry.localId).toArray();
    await db.outbox.bulkDelete(dependents.map((e) => e.seq!));
    if (entry.table === 'clients') {
      const before = await db.clients.get(entry.localId);
      await db.clients.delete(entry.localId);
      await adjustClientCounters(db, before, undefined);
    } else {
      await db.table(entry.table).delete(entry.localId);
    }
  });
}
