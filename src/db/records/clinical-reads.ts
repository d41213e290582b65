// Reads the clinical screens need beyond a page: a client's records of one kind (optionally one
// subtype, e.g. one examination type) newest first, and the newest of them (the disease data,
// the latest record of an examination type). Per-client ranges are small, so filtering is cheap.
import { Dexie } from 'dexie';
import type { ClinicDb } from '../store/index';
import { recordTableOf } from '../store/index';
import type { ClientRow, RecordKind, RecordRow } from '../store/index';

export async function recordHistory(db: ClinicDb, kind: RecordKind, clientLocalId: string, subtype?: number): Promise<RecordRow[]> {
  const rows = await db.recordTable(recordTableOf[kind])
    .where('[clientLocalId+createdAt]').between([clientLocalId, Dexie.minKey], [clientLocalId, Dexie.maxKey])
    .reverse().toArray();
  return rows.filter((row) => row.deleted === 0 && (subtype === undefined || row.subtype === subtype));
}

export async function latestRecord(db: ClinicDb, kind: RecordKind, clientLocalId: string, subtype?: number): Promise<RecordRow | null> {
  return (await recordHistory(db, kind, clientLocalId, subtype))[0] ?? null;
}

/** Every visible record of these kinds on this tablet, each with its visible client: the follow-up
 * list reads them all while offline (domain/follow-up.ts decides which call for one). A full read of
 * the tables, every row opened: fine for the records one tablet holds, not for a hot path. */
export async function recordsWithClients(db: ClinicDb, kinds: readonly RecordKind[]): Promise<{ record: RecordRow; client: ClientRow }[]> {
  const records = (await Promise.all(kinds.map((kind) => db.recordTable(recordTableOf[kind]).toArray()))).flat().filter((row) => row.deleted === 0);
  const ids = [...new Set(records.map((row) => row.clientLocalId))];
  const clients = new Map((await db.clients.bulkGet(ids)).flatMap((row) => (row && row.deleted === 0 ? [[row.localId, row] as const] : [])));
  return records.flatMap((record) => {
    const client = clients.get(record.clientLocalId);
    return client ? [{ record, client }] : [];
  });
}
