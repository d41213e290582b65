// A refused create or edit, corrected by a person: the same record (same
// localId) takes the corrected values, and its entry goes out again with them under a new
// Idempotency-Key (the server keeps the refusal under the old one). One transaction.
import { adjustClientCounters, listFlags } from '../records/index';
import type { ClinicDb } from '../store/index';
import { getEntry, outboxTable, resendCorrected, waitingEditsAfter } from '../outbox/index';
import { recordTableNames } from '../store/index';
import { guardWrite, LocalWriteError, notFound } from '../quota/index';
import type { ClientFields, ClientRow, OutboxEntry, RecordTableName } from '../store/index';

/** What was sent, as the form should open with it (the entry's payload without our localId). */
export function sentValuesOf(payload: Record<string, unknown> | undefined): Record<string, unknown> {
  const { localId: _localId, ...values } = payload ?? {};
  return values;
}

/** When a refused record was made (its payload's date, else the entry's): a correction keeps it. */
export function sentDateOf(entry: OutboxEntry): string {
  const date = entry.payload?.date;
  return typeof date === 'string' ? date : entry.createdAt;
}

async function rewriteClient(db: ClinicDb, localId: string, fields: ClientFields, now: number): Promise<void> {
  const before = await db.clients.get(localId);
  if (!before) throw notFound(`client ${localId}`);
  const base = { ...before, fields: { ...before.fields, ...fields }, updatedAt: new Date(now).toISOString() };
  const after: ClientRow = { ...base, nationalCode: base.fields.nationalCode, ...listFlags(base) };
  await db.clients.put(after);
  await adjustClientCounters(db, before, after);
}

async function hasLaterEdit(db: ClinicDb, entry: OutboxEntry): Promise<boolean> {
  return (await waitingEditsAfter(db, entry)).length > 0;
}

/** Replaces a refused entry's payload (and its record's values) and queues it again. */
export async function resendRefused(db: ClinicDb, entryId: string, values: Record<string, unknown>, subtype?: number, now = Date.now()): Promise<void> {
  const tables = [db.clients, db.counters, outboxTable, ...recordTableNames.map((name) => db.table(name))];
  await guardWrite(() => db.transaction('rw', tables, async () => {
    const entry = await getEntry(db, entryId);
    if (!entry || entry.state !== 'failed') throw notFound(`refused entry ${entryId}`);
    let payload: Record<string, unknown>;
    switch (entry.operation) {
      case 'client.create':
        await rewriteClient(db, entry.localId, values as unknown as ClientFields, now);
        payload = { ...values, localId: entry.localId };
        break;
      case 'client.update': {
        await rewriteClient(db, entry.localId, values as unknown as ClientFields, now);
        const { isNew: _isNew, ...edit } = values;
        payload = edit;
        break;
      }
      case 'record.create': {
        const table = db.recordTable(entry.table as RecordTableName);
        if (!(await table.get(entry.localId))) throw notFound(`record ${entry.localId}`);
        await table.update(entry.localId, { payload: values, ...(subtype !== undefined ? { subtype } : {}), updatedAt: new Date(now).toISOString() });
        payload = { ...values, localId: entry.localId };
        break;
      }
      case 'record.update': {
        // Disease data, one row per client saved in place: a later save still waiting holds the
        // newer values, so the row keeps them; the corrected entry keeps the version it edited.
        const table = db.recordTable(entry.table as RecordTableName);
        if (!(await table.get(entry.localId))) throw notFound(`record ${entry.localId}`);
        if (!(await hasLaterEdit(db, entry))) await table.update(entry.localId, { payload: values, updatedAt: new Date(now).toISOString() });
        payload = { ...values, localId: entry.localId };
        break;
      }
      default:
        throw new LocalWriteError('other', `${entry.operation} cannot be corrected`);
    }
    await resendCorrected(db, entry, payload, now);
  }));
}
