// Reads the clinical screens need beyond a page: a client's records of one kind (optionally one
// subtype, e.g. one examination type) newest first, and the newest of them (the disease data,
// the latest record of an examination type). Per-client ranges are small, so filtering is cheap.
import { Dexie } from 'dexie';
import type { ClinicDb } from '../store/index';
import { recordTableOf } from '../store/index';
import type { RecordKind, RecordRow } from '../store/index';

export async function recordHistory(db: ClinicDb, kind: RecordKind, clientLocalId: string, subtype?: number): Promise<RecordRow[]> {
  const rows = await db.recordTable(recordTableOf[kind])
    .where('[clientLocalId+createdAt]').between([clientLocalId, Dexie.minKey], [clientLocalId, Dexie.maxKey])
    .reverse().toArray();
  return rows.filter((row) => row.deleted === 0 && (subtype === undefined || row.subtype === subtype));
}

export async function latestRecord(db: ClinicDb, kind: RecordKind, clientLocalId: string, subtype?: number): Promise<RecordRow | null> {
  return (await recordHistory(db, kind, clientLocalId, subtype))[0] ?? null;
}
