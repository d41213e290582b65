// What the sync engine writes back when the server answers: the server id on the record and
// the entry marked done, in ONE transaction (design.md "Replay").
import { adjustClientCounters } from './counters';
import type { ClinicDb } from './database';
import { markDone, waitingStates } from './outbox-store';
import { recordTableNames } from './record-kinds';
import type { ClientRow, OutboxEntry, ServerId, SyncedTable } from './types';

export interface ServerAnswer {
  id?: ServerId;
  version?: number;
  fileName?: string;
  result?: unknown;
}

const allTables = (db: ClinicDb) => [db.clients, db.documents, db.outbox, db.counters, db.merges, ...recordTableNames.map((t) => db.table(t))];

/** The server id of a record, or undefined while it is not on the server yet. */
export async function serverIdOf(db: ClinicDb, table: SyncedTable, localId: string): Promise<ServerId | undefined> {
  const row = (await db.table(table).get(localId)) as { serverId?: ServerId } | undefined;
  return row?.serverId;
}

export function recordOf<T = unknown>(db: ClinicDb, table: SyncedTable, localId: string): Promise<T | undefined> {
  return db.table(table).get(localId) as Promise<T | undefined>;
}

async function removeClient(db: ClinicDb, localId: string): Promise<void> {
  const before = await db.clients.get(localId);
  if (!before) return;
  await db.clients.delete(localId);
  await adjustClientCounters(db, before, undefined);
}

export async function completeEntry(db: ClinicDb, entry: OutboxEntry, answer: ServerAnswer): Promise<void> {
  await db.transaction('rw', allTables(db), async () => {
    const table = db.table(entry.table);
    switch (entry.operation) {
      case 'client.create':
      case 'record.create':
      case 'document.upload': {
        const patch: Record<string, unknown> = { serverId: answer.id, version: answer.version ?? 1 };
        if (answer.fileName) patch.fileName = answer.fileName;
        if (entry.operation === 'record.create') patch.serverResult = answer.result;
        await table.update(entry.localId, patch);
        break;
      }
      case 'client.update':
        if (answer.version !== undefined) await table.update(entry.localId, { version: answer.version });
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

/** 409 on client create: the national code is already on the server. Adopt its id, keep what
 * this tablet had entered in `merges`, and let the pull bring the server's fields. */
export async function adoptExistingClient(db: ClinicDb, entry: OutboxEntry, serverId: ServerId, now = Date.now()): Promise<void> {
  await db.transaction('rw', allTables(db), async () => {
    const row = await db.clients.get(entry.localId);
    if (row) {
      await foldPulledTwin(db, entry.localId, serverId);
      await db.clients.update(entry.localId, { serverId });
      await db.merges.add({
        clientLocalId: row.localId, serverId, nationalCode: row.nationalCode, localFields: row.fields,
        at: new Date(now).toISOString(),
      });
    }
    await markDone(db, entry.seq!);
  });
}

/** The pull may already have brought the server's client as its own row: fold it into ours,
 * moving what hangs on it, so the tablet shows one client. */
async function foldPulledTwin(db: ClinicDb, localId: string, serverId: ServerId): Promise<void> {
  const twins = (await db.clients.where('serverId').equals(serverId).toArray()).filter((c) => c.localId !== localId);
  for (const twin of twins) {
    await db.documents.where('[clientLocalId+kind]').between([twin.localId, ''], [twin.localId, '\uffff']).modify({ clientLocalId: localId });
    for (const name of recordTableNames) {
      await db.recordTable(name).where('[clientLocalId+createdAt]').between([twin.localId, ''], [twin.localId, '\uffff']).modify({ clientLocalId: localId });
    }
    await db.outbox.where('chain').equals(twin.localId).modify((e) => {
      e.chain = localId;
      if (e.localId === twin.localId) e.localId = localId;
      if (e.dependsOn?.localId === twin.localId) e.dependsOn = { ...e.dependsOn, localId };
    });
    await removeClient(db, twin.localId);
  }
}

/** Kiosk: once everything of a visitor's intake is on the server, the tablet forgets it. */
export async function forgetChainIfSynced(db: ClinicDb, clientLocalId: string): Promise<boolean> {
  return db.transaction('rw', allTables(db), async () => {
    const entries = await db.outbox.where('chain').equals(clientLocalId).toArray();
    if (entries.some((e) => waitingStates.includes(e.state) || e.state === 'failed')) return false;
    const client: ClientRow | undefined = await db.clients.get(clientLocalId);
    if (!client?.serverId || !client.submitted) return false;
    await removeClient(db, clientLocalId);
    await db.documents.where('[clientLocalId+kind]').between([clientLocalId, ''], [clientLocalId, '\uffff']).delete();
    for (const name of recordTableNames) {
      await db.recordTable(name).where('[clientLocalId+createdAt]').between([clientLocalId, ''], [clientLocalId, '\uffff']).delete();
    }
    await db.outbox.where('chain').equals(clientLocalId).delete();
    return true;
  });
}
