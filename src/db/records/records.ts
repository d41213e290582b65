// Clinical records (consultations, screening tests, helper tests, disease data, examinations)
// and SMS: one generic save and delete, each the row plus its outbox entry in one transaction.
import { uuidV7 } from '../../domain/uuid-v7';
import type { ClinicDb } from '../store/index';
import { saveDiseaseData } from './disease-data';
import { guardWrite, notFound } from '../quota/index';
import { enqueue } from '../outbox/index';
import { recordTableOf } from '../store/index';
import type { RecordKind } from '../store/index';
import { outboxTable } from '../outbox/index';

/**
 * Saves a record of a client. `subtype` is the helper visitType (1|2|3), the examination type
 * (0–13) or the screening testType, where the kind has one.
 */
export async function saveRecord(
  db: ClinicDb, kind: RecordKind, clientLocalId: string, payload: Record<string, unknown>, subtype?: number, now = Date.now(),
): Promise<string> {
  if (kind === 'diseaseData') return saveDiseaseData(db, clientLocalId, payload, now);
  const localId = uuidV7(now);
  const at = new Date(now).toISOString();
  const table = recordTableOf[kind];
  await guardWrite(() => db.transaction('rw', db.table(table), outboxTable, db.clients, async () => {
    if (!(await db.clients.get(clientLocalId))) throw notFound(`client ${clientLocalId}`);
    await db.recordTable(table).add({
      localId, kind, clientLocalId, subtype, payload, createdAt: at, updatedAt: at, deleted: 0,
    });
    await enqueue(db, {
      operation: 'record.create', table, localId, chain: clientLocalId,
      dependsOn: { table: 'clients', localId: clientLocalId }, payload: { ...payload, localId },
      // An SMS's arrival is news too: the person is told when it is sent, wherever they are.
      ...(kind === 'sms' ? { announce: true } : {}),
    }, now);
  }));
  return localId;
}

/** Hides the record at once; the delete waits for the create's server id. */
export async function deleteRecord(db: ClinicDb, kind: RecordKind, localId: string, now = Date.now()): Promise<void> {
  const table = recordTableOf[kind];
  await guardWrite(() => db.transaction('rw', db.table(table), outboxTable, async () => {
    const row = await db.recordTable(table).get(localId);
    if (!row || row.deleted) return;
    await db.recordTable(table).update(localId, { deleted: 1, updatedAt: new Date(now).toISOString() });
    await enqueue(db, {
      operation: 'record.delete', table, localId, chain: row.clientLocalId,
      dependsOn: { table, localId },
    }, now);
  }));
}
