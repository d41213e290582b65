// What a person can do with a refused entry in the sync centre: retry or discard it, each one
// transaction. Conflicts are settled in conflict-actions.ts.
import { adjustClientCounters } from '../records/index';
import type { ClinicDb } from '../store/index';
import { recordTableNames } from '../store/index';
import { dropDependentsOf, dropEntry, getEntry, outboxTable, retryFailed } from '../outbox/index';

const tablesOf = (db: ClinicDb) => [db.clients, db.documents, outboxTable, db.counters, ...recordTableNames.map((t) => db.table(t))];

export async function retryEntry(db: ClinicDb, id: string): Promise<void> {
  await db.transaction('rw', outboxTable, async () => {
    const entry = await getEntry(db, id);
    if (entry?.state === 'failed') await retryFailed(db, entry);
  });
}

/** Drops a failed entry. A refused create takes its record (and what waits on it) with it. */
export async function discardEntry(db: ClinicDb, id: string): Promise<void> {
  await db.transaction('rw', tablesOf(db), async () => {
    const entry = await getEntry(db, id);
    if (!entry || entry.state !== 'failed') return;
    await dropEntry(db, entry);
    if (!entry.operation.endsWith('.create') && entry.operation !== 'document.upload') return;
    await dropDependentsOf(db, entry.localId);
    if (entry.table === 'clients') {
      const before = await db.clients.get(entry.localId);
      await db.clients.delete(entry.localId);
      await adjustClientCounters(db, before, undefined);
    } else {
      await db.table(entry.table).delete(entry.localId);
    }
  });
}
