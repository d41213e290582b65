// Where each kind of clinical record is created and deleted on the server (api-v1.md).
import type { RecordKind } from '../db/index';

const helperPaths: Record<number, string> = { 1: 'homeVisit', 2: 'eortc', 3: 'riskTest' };

/** Whether a kind's create path takes the record's subtype (its row read for it), or not. */
export function createPathTakesSubtype(kind: RecordKind): boolean {
  return kind === 'helperTest' || kind === 'examination';
}

export function createPathOf(kind: RecordKind, clientId: string, subtype: number | undefined): string {
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

/** The server has deletes only for screening and helper tests (seeds: "Delete actions exist for
 * documents, screening tests and helper tests"); other deletes stay local. */
export function deletePathOf(kind: RecordKind, id: string, subtype: number | undefined): string | undefined {
  if (kind === 'screeningTest') return `Screening/test/${id}`;
  if (kind === 'helperTest') return `Helper/test/${subtype ?? 1}/${id}`;
  return undefined;
}
