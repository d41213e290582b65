// Identity and personal documents of a client: the photo is kept as bytes + MIME type, never
// a Blob (Safari), and uploads once the client is on the server.
import { uuidV7 } from '../../domain/uuid-v7';
import type { ClinicDb } from '../store/index';
import { guardWrite, notFound } from '../quota/index';
import { enqueue } from '../outbox/index';
import { sealBytesFor } from '../crypto/index';
import type { DocumentKind } from '../store/index';
import { outboxTable } from '../outbox/index';

export interface PhotoBytes {
  bytes: ArrayBuffer;
  mime: string;
  thumbnail?: ArrayBuffer;
}

export async function addDocument(
  db: ClinicDb, clientLocalId: string, kind: DocumentKind, type: number, photo: PhotoBytes, now = Date.now(),
): Promise<string> {
  const localId = uuidV7(now);
  const at = new Date(now).toISOString();
  // Sealed natively before the transaction (WebCrypto cannot run inside one): readers open them.
  const [bytes, thumbnail] = await Promise.all([sealBytesFor(db, photo.bytes), photo.thumbnail && sealBytesFor(db, photo.thumbnail)]);
  await guardWrite(() => db.transaction('rw', db.documents, outboxTable, db.clients, async () => {
    if (!(await db.clients.get(clientLocalId))) throw notFound(`client ${clientLocalId}`);
    await db.documents.add({
      localId, clientLocalId, kind, type, photo: bytes, mime: photo.mime, thumbnail,
      createdAt: at, updatedAt: at, uploadDate: at, deleted: 0,
    });
    await enqueue(db, {
      operation: 'document.upload', table: 'documents', localId, chain: clientLocalId,
      dependsOn: { table: 'clients', localId: clientLocalId },
    }, now);
  }));
  return localId;
}

/** Hides the document at once; the delete waits for the upload's server id. */
export async function deleteDocument(db: ClinicDb, localId: string, now = Date.now()): Promise<void> {
  await guardWrite(() => db.transaction('rw', db.documents, outboxTable, async () => {
    const doc = await db.documents.get(localId);
    if (!doc || doc.deleted) return;
    await db.documents.update(localId, { deleted: 1, updatedAt: new Date(now).toISOString() });
    await enqueue(db, {
      operation: 'document.delete', table: 'documents', localId, chain: doc.clientLocalId,
      dependsOn: { table: 'documents', localId },
    }, now);
  }));
}
