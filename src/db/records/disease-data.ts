// Disease data is one record per client (001 §3; the server keeps one and replaces it): the tablet
// keeps one row per client too, edited in place, each save sent with If-Match the version it
// edited (0 when the tablet knew of none) so a save made on a stale version becomes a conflict.
import { uuidV7 } from '../../domain/uuid-v7';
import type { ClinicDb } from '../store/index';
import { enqueue, hasWaitingEntries } from '../outbox/index';
import type { RecordRow } from '../store/index';
import { guardWrite, notFound } from '../quota/index';
import { outboxTable } from '../outbox/index';

/** The client's disease data row, if the tablet has one. */
export async function diseaseDataOf(db: ClinicDb, clientLocalId: string): Promise<RecordRow | undefined> {
  const rows = await db.diseaseData.where('[clientLocalId+createdAt]').between([clientLocalId, ''], [clientLocalId, '\uffff']).toArray();
  return rows.find((row) => row.deleted === 0);
}

export async function saveDiseaseData(db: ClinicDb, clientLocalId: string, payload: Record<string, unknown>, now = Date.now()): Promise<string> {
  const at = new Date(now).toISOString();
  return guardWrite(() => db.transaction('rw', db.diseaseData, outboxTable, db.clients, async () => {
    if (!(await db.clients.get(clientLocalId))) throw notFound(`client ${clientLocalId}`);
    const before = await diseaseDataOf(db, clientLocalId);
    const localId = before?.localId ?? uuidV7(now);
    if (before) await db.diseaseData.update(localId, { payload, updatedAt: at });
    else await db.diseaseData.add({ localId, kind: 'diseaseData', clientLocalId, payload, createdAt: at, updatedAt: at, deleted: 0 });
    // An earlier save still waiting: this one follows it, and takes the version it produces.
    const follows = before !== undefined && (await hasWaitingEntries(db, localId));
    await enqueue(db, {
      operation: 'record.update', table: 'diseaseData', localId, chain: clientLocalId,
      dependsOn: { table: 'clients', localId: clientLocalId }, payload: { ...payload, localId },
      base: before?.payload, baseVersion: follows ? undefined : before?.version ?? 0,
    }, now);
    return localId;
  }));
}
