// A client and its documents as the outbox replay sends them (api-v1.md "Clients and their
// documents"): the entry's id is the Idempotency-Key, the client's server id is in the path.
import type { OutboxCall } from './outbox-transport';

export function createClientCall(key: string, payload: unknown): OutboxCall {
  return { idempotencyKey: key, method: 'post', path: 'Client', json: payload };
}

/** PUT with If-Match: the version edited (none: the server takes the write as it comes). */
export function updateClientCall(key: string, clientId: string, payload: unknown, ifMatch: number | undefined): OutboxCall {
  return { idempotencyKey: key, method: 'put', path: `Client/${clientId}`, json: payload, ifMatch };
}

export function deleteClientCall(key: string, clientId: string): OutboxCall {
  return { idempotencyKey: key, method: 'delete', path: `Client/${clientId}` };
}

/** Finalizes the registration; the id goes as a number when it is one (a uuid stays text). */
export function submitClientCall(key: string, clientId: string): OutboxCall {
  return { idempotencyKey: key, method: 'post', path: 'Client/submit', json: { id: Number.isNaN(Number(clientId)) ? clientId : Number(clientId) } };
}

export interface DocumentPhoto {
  /** The document row's localId: the file's name and a form field, so the server can echo it. */
  localId: string;
  personal: boolean;
  /** documentTypes 0–4 (identity) or personalFileType (personal). */
  type: number;
  bytes: ArrayBuffer;
  mime: string | undefined;
}

/** A document's photo as multipart (the transport reports its upload progress). */
export function uploadDocumentCall(key: string, clientId: string, photo: DocumentPhoto): OutboxCall {
  const prefix = photo.personal ? 'Client/personal/upload' : 'Client/upload';
  const ext = photo.mime === 'image/png' ? 'png' : 'jpg';
  return {
    idempotencyKey: key, method: 'post', path: `${prefix}/${clientId}/${photo.type}`,
    file: { bytes: photo.bytes, mime: photo.mime ?? 'image/jpeg', name: `${photo.localId}.${ext}`, fields: { localId: photo.localId } },
  };
}

/** DELETE a document by its server id. */
export function deleteDocumentCall(key: string, documentId: string, personal: boolean): OutboxCall {
  return { idempotencyKey: key, method: 'delete', path: `${personal ? 'client/personal/document' : 'client/document'}/${documentId}` };
}
