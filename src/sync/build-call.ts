// Turns an outbox entry into its HTTP call, once the server ids it needs are known: it reads the
// entry's rows and its parent's server id here; the call itself (path, method, body, headers) is
// built in api/.
import { createClientCall, deleteClientCall, deleteDocumentCall, submitClientCall, updateClientCall, uploadDocumentCall } from '../api/client-calls';
import type { OutboxCall } from '../api/outbox-transport';
import { createPathTakesSubtype, createRecordCall, deleteRecordCall, replaceRecordCall } from '../api/record-calls';
// From the rooms it reads, not db/index: the service worker bundles this file.
import { recordKindOfTable, type ClinicDb, type DocumentRow, type OutboxEntry, type RecordRow, type RecordTableName } from '../db/store/index';
import { recordOf, RowsAhead, serverIdOf, type RowWanted } from '../db/records/index';
import { openBytes } from '../db/crypto/index';

/** The rows buildCall reads for an entry, to read ahead for many (a photo's row, bytes and all,
 * only when its call is built: it may wait many rounds for a place). Plain fields only: an entry
 * is read ahead for before it is opened. */
export function rowsWantedBy(entry: Pick<OutboxEntry, 'operation' | 'table' | 'localId' | 'dependsOn'>): RowWanted[] {
  const wanted: RowWanted[] = entry.dependsOn ? [entry.dependsOn] : [];
  if (ownRowWanted(entry)) wanted.push({ table: entry.table, localId: entry.localId });
  return wanted;
}

/** A create reads its own row only for a subtype its path takes (a screening test's path has
 * none: 1,000 tests of a replay read 1,000 rows for nothing). */
function ownRowWanted(entry: Pick<OutboxEntry, 'operation' | 'table'>): boolean {
  if (entry.operation === 'record.create') return createPathTakesSubtype(recordKindOfTable[entry.table as RecordTableName]);
  return entry.operation === 'client.update' || entry.operation === 'document.delete' || entry.operation.startsWith('record.');
}

/** Marks that stand for a server id the tablet has not got yet, in a copy sealed for the server
 * (which puts the id in, found by the row's localId). */
export interface IdMarks {
  client: string;
  /** A document or record the call deletes. */
  record: string;
}

/** The call, or 'blocked' while a record it needs is not on the server yet. `ahead`: rows read
 * ahead (rowsWantedBy); any other is read here. `marks`: a row not on the server yet is named by
 * its mark instead of blocking. */
export async function buildCall(db: ClinicDb, entry: OutboxEntry, ahead = RowsAhead.none(), marks?: IdMarks): Promise<OutboxCall | 'blocked' | 'nothing-to-send'> {
  let parentId: string | undefined;
  if (entry.dependsOn) {
    const id = await serverIdOf(db, entry.dependsOn.table, entry.dependsOn.localId, ahead);
    if (id !== undefined) parentId = String(id);
    else if (marks) parentId = entry.dependsOn.table === 'clients' ? marks.client : marks.record;
    else return 'blocked';
  }
  const key = entry.id;
  switch (entry.operation) {
    case 'client.create':
      return createClientCall(key, entry.payload);
    case 'client.update': {
      const row = await recordOf<{ version?: number }>(db, 'clients', entry.localId, ahead);
      return updateClientCall(key, parentId!, entry.payload, entry.baseVersion ?? row?.version);
    }
    case 'client.delete':
      return deleteClientCall(key, parentId!);
    case 'client.submit':
      return submitClientCall(key, parentId!);
    case 'document.upload': {
      const doc = await recordOf<DocumentRow>(db, 'documents', entry.localId);
      if (!doc?.photo) return 'nothing-to-send';
      const photo = { localId: entry.localId, personal: doc.kind === 'personal', type: doc.type, bytes: await openBytes(doc.photo), mime: doc.mime };
      return uploadDocumentCall(key, parentId!, photo);
    }
    case 'document.delete': {
      const doc = await recordOf<DocumentRow>(db, 'documents', entry.localId, ahead);
      return deleteDocumentCall(key, parentId!, doc?.kind === 'personal');
    }
    case 'record.create': {
      const kind = recordKindOfTable[entry.table as RecordTableName];
      const row = createPathTakesSubtype(kind) ? await recordOf<RecordRow>(db, entry.table, entry.localId, ahead) : undefined;
      return createRecordCall(key, kind, parentId!, row?.subtype, entry.payload);
    }
    case 'record.update': {
      // The one record of its kind a client has (disease data): If-Match the version edited, 0 for none.
      const row = await recordOf<RecordRow>(db, entry.table, entry.localId, ahead);
      const kind = recordKindOfTable[entry.table as RecordTableName];
      return replaceRecordCall(key, kind, parentId!, row?.subtype, entry.payload, entry.baseVersion ?? row?.version ?? 0);
    }
    case 'record.delete': {
      const row = await recordOf<RecordRow>(db, entry.table, entry.localId, ahead);
      return deleteRecordCall(key, recordKindOfTable[entry.table as RecordTableName], parentId!, row?.subtype) ?? 'nothing-to-send';
    }
  }
}
