// Client writes: each is the row plus its outbox entry in ONE transaction (design.md).
import { uuidV7 } from '../../domain/uuid-v7';
import { adjustClientCounters, listFlags, type ClientList } from './counters';
import type { ClinicDb } from '../store/index';
import { guardWrite, notFound } from '../quota/index';
import { enqueue, hasWaitingEntries } from '../outbox/index';
import type { ClientFields, ClientRow } from '../store/index';
import { outboxTable } from '../outbox/index';

function rowOf(base: Omit<ClientRow, 'inAll' | 'inCovered' | 'inScreening' | 'nationalCode'>): ClientRow {
  return { ...base, nationalCode: base.fields.nationalCode, ...listFlags(base) };
}

/** Registers a client on the tablet; resolves to its localId once committed. */
export async function createClient(db: ClinicDb, fields: ClientFields, now = Date.now()): Promise<string> {
  const localId = uuidV7(now);
  const at = new Date(now).toISOString();
  const row = rowOf({ localId, fields, createdAt: at, updatedAt: at, deleted: 0, submitted: 0 });
  await guardWrite(() => db.transaction('rw', db.clients, outboxTable, db.counters, async () => {
    // Issued together: IndexedDB runs a transaction's requests in order, and awaiting each first
    // cost the save a round trip to the database per request.
    await Promise.all([
      db.clients.add(row),
      adjustClientCounters(db, undefined, row),
      enqueue(db, { operation: 'client.create', table: 'clients', localId, chain: localId, payload: { ...fields, localId } }, now),
    ]);
  }));
  return localId;
}

/** Edits a client (PUT without isNew, seed 000 §7); If-Match is the version this edit started from. */
export async function updateClient(db: ClinicDb, localId: string, fields: ClientFields, now = Date.now()): Promise<void> {
  await guardWrite(() => db.transaction('rw', db.clients, outboxTable, db.counters, async () => {
    const before = await db.clients.get(localId);
    if (!before || before.deleted) throw notFound(`client ${localId}`);
    const after = rowOf({ ...before, fields, updatedAt: new Date(now).toISOString() });
    await db.clients.put(after);
    await adjustClientCounters(db, before, after);
    // An earlier edit still waiting: this one follows it, and takes the version it produces.
    const follows = await hasWaitingEntries(db, localId);
    const { isNew: _isNew, ...payload } = fields;
    await enqueue(db, {
      operation: 'client.update', table: 'clients', localId, chain: localId,
      dependsOn: { table: 'clients', localId }, payload, base: before.fields as unknown as Record<string, unknown>,
      baseVersion: follows ? undefined : before.version,
    }, now);
  }));
}

/** Hides the client at once; the delete waits in the outbox. */
export async function deleteClient(db: ClinicDb, localId: string, now = Date.now()): Promise<void> {
  await guardWrite(() => db.transaction('rw', db.clients, outboxTable, db.counters, async () => {
    const before = await db.clients.get(localId);
    if (!before || before.deleted) return;
    const after = rowOf({ ...before, deleted: 1, updatedAt: new Date(now).toISOString() });
    await db.clients.put(after);
    await adjustClientCounters(db, before, after);
    await enqueue(db, { operation: 'client.delete', table: 'clients', localId, chain: localId, dependsOn: { table: 'clients', localId } }, now);
  }));
}

/** Finalizes the registration (Client/submit) after the documents. */
export async function submitClient(db: ClinicDb, localId: string, now = Date.now()): Promise<void> {
  await guardWrite(() => db.transaction('rw', db.clients, outboxTable, async () => {
    const row = await db.clients.get(localId);
    if (!row || row.deleted) throw notFound(`client ${localId}`);
    await db.clients.update(localId, { submitted: 1 });
    await enqueue(db, { operation: 'client.submit', table: 'clients', localId, chain: localId, dependsOn: { table: 'clients', localId } }, now);
  }));
}

/** The visible client with this national code, if this tablet has one. */
export async function findByNationalCode(db: ClinicDb, nationalCode: string): Promise<ClientRow | undefined> {
  const rows = await db.clients.where('nationalCode').equals(nationalCode).toArray();
  return rows.find((row) => row.deleted === 0);
}

/** The national-code search of a station's list: the client, if it is on that list. */
export async function findInList(db: ClinicDb, list: ClientList, nationalCode: string): Promise<ClientRow | undefined> {
  const row = await findByNationalCode(db, nationalCode);
  if (!row || list === 'all') return row;
  return (list === 'covered' ? row.inCovered : row.inScreening) ? row : undefined;
}

export async function getClient(db: ClinicDb, localId: string): Promise<ClientRow | undefined> {
  const row = await db.clients.get(localId);
  return row && row.deleted === 0 ? row : undefined;
}
