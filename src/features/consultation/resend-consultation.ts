// A refused consultation, corrected and sent again under the same record: the
// same checks as a new one (001 §3, §5), then db/ replaces the entry's payload and key in one
// transaction, and a replay pass sends it.
import * as v from 'valibot';
import { localDb, resendRefused, sentValuesOf, type ClinicDb, type OutboxEntry } from '../../db/index';
import { messages } from '../../domain/messages';
import { consultationSchema } from '../../domain/schemas/clinical';
import { appSyncEngine } from '../../sync/index';
import type { SaveResult } from '../../ui/local-write';
import type { ConsultationValues } from './save-consultation';

export function sentConsultation(entry: OutboxEntry): ConsultationValues {
  const sent = sentValuesOf(entry.payload);
  return {
    consultType: typeof sent.consultType === 'number' ? sent.consultType : null,
    consultantName: String(sent.consultantName ?? ''),
    counselingText: String(sent.counselingText ?? ''),
  };
}

export async function resendConsultation(entry: OutboxEntry, values: ConsultationValues, db: ClinicDb = localDb()): Promise<SaveResult> {
  const sent = sentValuesOf(entry.payload);
  const parsed = v.safeParse(consultationSchema, { ...values, date: sent.date ?? entry.createdAt });
  if (!parsed.success) return { ok: false, message: messages.consultationIncomplete };
  await resendRefused(db, entry.id, parsed.output, parsed.output.consultType);
  void appSyncEngine()?.syncNow();
  return { ok: true, localId: entry.localId };
}
