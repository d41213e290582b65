// A refused consultation, corrected and sent again under the same record: the
// same checks as a new one (001 §3, §5), then db/ replaces the entry's payload and key in one
// transaction, and a replay pass sends it.
import { localDb, resendRefused, sentValuesOf, type ClinicDb, type OutboxEntry } from '../../db/index';
import { appSyncEngine } from '../../sync/index';
import type { SaveResult } from '../../ui/local-write';
import { datedForm } from '../../ui/form-correction';
import { consultationPayload, type ConsultationValues } from './save-consultation';

export function sentConsultation(entry: OutboxEntry): ConsultationValues {
  const sent = sentValuesOf(entry.payload);
  return {
    consultType: typeof sent.consultType === 'number' ? sent.consultType : null,
    consultantName: String(sent.consultantName ?? ''),
    counselingText: String(sent.counselingText ?? ''),
  };
}

export async function resendConsultation(entry: OutboxEntry, values: ConsultationValues, performedAt: string, db: ClinicDb = localDb()): Promise<SaveResult> {
  const sent = sentValuesOf(entry.payload);
  const checked = datedForm(consultationPayload(values, sent.date ?? entry.createdAt), performedAt);
  if (!checked.ok) return checked;
  await resendRefused(db, entry.id, checked.payload, checked.payload.consultType as number);
  void appSyncEngine()?.syncNow();
  return { ok: true, localId: entry.localId };
}
