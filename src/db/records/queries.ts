// The reads screens make of clients and their records, as plain async functions (the hooks wrap them in useLiveQuery, and
// Node tests call them directly). Pages are 6 rows, 1-based, newest first (seeds §9).
import { Dexie } from 'dexie';
import { listIndex, readCounter, type ClientList } from './counters';
import type { ClinicDb } from '../store/index';
import { recordTableOf } from '../store/index';
import type { ClientRow, DocumentKind, DocumentRow, RecordKind, RecordRow } from '../store/index';

export const pageSize = 6;

export interface Page<T> {
  rows: T[];
  total: number;
}

export async function clientPage(db: ClinicDb, list: ClientList, page: number): Promise<Page<ClientRow>> {
  const [rows, total] = await Promise.all([
    db.clients.where(listIndex(list)).between([1, Dexie.minKey], [1, Dexie.maxKey])
      .reverse().offset((page - 1) * pageSize).limit(pageSize).toArray(),
    readCounter(db, list),
  ]);
  return { rows, total };
}

export async function clientDocuments(db: ClinicDb, clientLocalId: string, kind: DocumentKind): Promise<DocumentRow[]> {
  const rows = await db.documents.where('[clientLocalId+kind]').equals([clientLocalId, kind]).toArray();
  return rows.filter((row) => row.deleted === 0).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** A client's records of one kind, newest first; per-client ranges are small, so counting them is cheap. */
export async function clientRecords(db: ClinicDb, kind: RecordKind, clientLocalId: string, page: number): Promise<Page<RecordRow>> {
  const all = await db.recordTable(recordTableOf[kind])
    .where('[clientLocalId+createdAt]').between([clientLocalId, Dexie.minKey], [clientLocalId, Dexie.maxKey])
    .reverse().toArray();
  const shown = all.filter((row) => row.deleted === 0);
  return { rows: shown.slice((page - 1) * pageSize, page * pageSize), total: shown.length };
}
