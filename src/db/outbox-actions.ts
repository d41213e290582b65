// What a person can do with an entry in the sync centre: retry or discard a failed one, and
// settle a conflict by keeping their version or the server's. Each is one transaction.
import { uuidV7 } from '../domain/uuid-v7';
import { adjustClientCounters, listFlags } from './counters';
import type { ClinicDb } from './database';
import { getEntry } from './outbox-store';
import { applyDeferredChanges } from './pull-apply';
import { toClientFields } from './pull-entities';
import { recordTableNames } from './record-kinds';
import type { ClientRow } from './types';

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

/** Send my edit again, over the server's current version. */
export async function keepMine(db: ClinicDb, id: string): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const entry = await getEntry(db, id);
    if (entry?.state !== 'conflict') return;
    const version = (entry.serverVersion as { version?: number } | null)?.version;
    // A new request (other If-Match), so a new Idempotency-Key: the old one holds the 409.
    await db.outbox.update(entry.seq!, { id: uuidV7(), state: 'pending', nextAttemptAt: 0, baseVersion: version, serverVersion: undefined });
  });
}

/** Take the server's newest version of the client; my edit is dropped. The 409 brought the version
 * of that moment; a newer one the pull kept back while the conflict waited is applied after it. */
export async function keepServer(db: ClinicDb, id: string, now = Date.now()): Promise<void> {
  await takeConflictAnswer(db, id);
  await applyDeferredChanges(db, now);
}

async function takeConflictAnswer(db: ClinicDb, id: string): Promise<void> {
  await db.transaction('rw', tablesOf(db), async () => {
    const entry = await getEntry(db, id);
    if (entry?.state !== 'conflict') return;
    const server = (entry.serverVersion ?? {}) as Record<string, unknown>;
    const before = await db.clients.get(entry.localId);
    if (before && entry.table === 'clients') {
      const fields = toClientFields(server);
      const base = { ...before, fields, version: Number(server.version ?? before.version) };
      const after: ClientRow = { ...base, nationalCode: fields.nationalCode, ...listFlags(base) };
      await db.clients.put(after);
      await adjustClientCounters(db, before, after);
    }
    await db.outbox.update(entry.seq!, { state: 'done', serverVersion: undefined });
  });
}
