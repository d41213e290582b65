// Where each kind of clinical record is created, replaced and deleted on the server (api-v1.md),
// as the outbox replay sends it: the entry's id is the Idempotency-Key.
import type { RecordKind } from '../domain/record-kinds';
import type { OutboxCall } from './outbox-transport';

const helperPaths: Record<number, string> = { 1: 'homeVisit', 2: 'eortc', 3: 'riskTest' };

/** Whether a kind's create path takes the record's subtype (the caller reads its row for it), or not. */
export function createPathTakesSubtype(kind: RecordKind): boolean {
  return kind === 'helperTest' || kind === 'examination';
}

function createPathOf(kind: RecordKind, clientId: string, subtype: number | undefined): string {
  switch (kind) {
    case 'consultation': return `Consultation/${clientId}`;
    case 'screeningTest': return `Screening/${clientId}`;
    case 'helperTest': return `Helper/${clientId}/${helperPaths[subtype ?? 1] ?? 'homeVisit'}`;
    case 'diseaseData': return `Helper/${clientId}/diseaseData`;
    case 'examination': return `Covered/${clientId}/exam/${subtype ?? 0}`;
    // The client's id ties the message to its patient (its state on the detail, gone with them).
    case 'sms': return `Client/send-sms/${clientId}`;
  }
}

/** POST a record of a client (its server id). */
export function createRecordCall(key: string, kind: RecordKind, clientId: string, subtype: number | undefined, payload: unknown): OutboxCall {
  return { idempotencyKey: key, method: 'post', path: createPathOf(kind, clientId, subtype), json: payload };
}

/** The one record of its kind a client has (disease data), sent to its create path with
 * If-Match: the version edited, 0 for none. */
export function replaceRecordCall(key: string, kind: RecordKind, clientId: string, subtype: number | undefined, payload: unknown, ifMatch: number): OutboxCall {
  return { idempotencyKey: key, method: 'post', path: createPathOf(kind, clientId, subtype), json: payload, ifMatch };
}

/** DELETE a record by its server id; undefined for a kind the server has no delete for (seeds:
 * "Delete actions exist for documents, screening tests and helper tests"): its delete stays local. */
export function deleteRecordCall(key: string, kind: RecordKind, id: string, subtype: number | undefined): OutboxCall | undefined {
  const path = deletePathOf(kind, id, subtype);
  return path ? { idempotencyKey: key, method: 'delete', path } : undefined;
}

function deletePathOf(kind: RecordKind, id: string, subtype: number | undefined): string | undefined {
  if (kind === 'screeningTest') return `Screening/test/${id}`;
  if (kind === 'helperTest') return `Helper/test/${subtype ?? 1}/${id}`;
  return undefined;
}
