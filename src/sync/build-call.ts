// Turns an outbox entry into its HTTP call (api-v1.md paths), once the server ids it needs are
// known: a child's path and payload take its parent's server id here.
import type { OutboxCall } from '../api/outbox-transport';
// Not from db/index: the service worker bundles this file, and the index pulls in React hooks.
import type { ClinicDb } from '../db/store/index';
import { recordKindOfTable } from '../db/store/index';
import type { DocumentRow, OutboxEntry, RecordRow, RecordTableName } from '../db/store/index';
import { recordOf, RowsAhead, serverIdOf, type RowWanted } from '../db/records/index';
import { openBytes } from '../db/crypto/index';
import { createPathOf, createPathTakesSubtype, deletePathOf } from './record-paths';

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

/** The call, or 'blocked' while a record it needs is not on the server yet. `ahead`: rows read
 * ahead (rowsWantedBy); any other is read here. */
export async function buildCall(db: ClinicDb, entry: OutboxEntry, ahead = RowsAhead.none()): Promise<OutboxCall | 'blocked' | 'nothing-to-send'> {
  let parentId: string | undefined;
  if (entry.dependsOn) {
    const id = await serverIdOf(db, entry.dependsOn.table, entry.dependsOn.localId, ahead);
    if (id === undefined) return 'blocked';
    parentId = String(id);
  }
  const base = { idempotencyKey: entry.id };
  switch (entry.operation) {
    case 'client.create':
      return { ...base, method: 'post', path: 'Client', json: entry.payload };
    case 'client.update': {
      const row = await recordOf<{ version?: number }>(db, 'clients', entry.localId, ahead);
      return { ...base, method: 'put', path: `Client/${parentId}`, json: entry.payload, ifMatch: entry.baseVersion ?? row?.version };
    }
    case 'client.delete':
      return { ...base, method: 'delete', path: `Client/${parentId}` };
    case 'client.submit':
      return { ...base, method: 'post', path: 'Client/submit', json: { id: Number.isNaN(Number(parentId)) ? parentId : Number(parentId) } };
    case 'document.upload': {
      const doc = await recordOf<DocumentRow>(db, 'documents', entry.localId);
      if (!doc?.photo) return 'nothing-to-send';
      const prefix = doc.kind === 'personal' ? 'Client/personal/upload' : 'Client/upload';
      const ext = doc.mime === 'image/png' ? 'png' : 'jpg';
      return {
        ...base, method: 'post', path: `${prefix}/${parentId}/${doc.type}`,
        file: { bytes: await openBytes(doc.photo), mime: doc.mime ?? 'image/jpeg', name: `${entry.localId}.${ext}`, fields: { localId: entry.localId } },
      };
    }
    case 'document.delete': {
      const doc = await recordOf<DocumentRow>(db, 'documents', entry.localId, ahead);
      const prefix = doc?.kind === 'personal' ? 'client/personal/document' : 'client/document';
      return { ...base, method: 'delete', path: `${prefix}/${parentId}` };
    }
    case 'record.create': {
      const kind = recordKindOfTable[entry.table as RecordTableName];
      const row = createPathTakesSubtype(kind) ? await recordOf<RecordRow>(db, entry.table, entry.localId, ahead) : undefined;
      return { ...base, method: 'post', path: createPathOf(kind, parentId!, row?.subtype), json: entry.payload };
    }
    case 'record.update': {
      // The one record of its kind a client has (disease data): If-Match the version edited, 0 for none.
      const row = await recordOf<RecordRow>(db, entry.table, entry.localId, ahead);
      const kind = recordKindOfTable[entry.table as RecordTableName];
      return { ...base, method: 'post', path: createPathOf(kind, parentId!, row?.subtype), json: entry.payload, ifMatch: entry.baseVersion ?? row?.version ?? 0 };
    }
    case 'record.delete': {
      const row = await recordOf<RecordRow>(db, entry.table, entry.localId, ahead);
      const path = deletePathOf(recordKindOfTable[entry.table as RecordTableName], parentId!, row?.subtype);
      return path ? { ...base, method: 'delete', path } : 'nothing-to-send';
    }
  }
}
