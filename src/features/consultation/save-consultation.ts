// Saving a new consultation (001 §3, §5): consultType 0–4, consultant name and counselling text,
// all required ('لطفا تمام اطلاعات را کامل کنید.').
import * as v from 'valibot';
import { localDb, saveRecord, type ClinicDb } from '../../db/index';
import { messages } from '../../domain/messages';
import { consultationSchema } from '../../domain/schemas/clinical';
import type { SaveResult } from '../../ui/local-write';

export interface ConsultationValues {
  consultType: number | null;
  consultantName: string;
  counselingText: string;
}

export const emptyConsultation = (): ConsultationValues => ({ consultType: null, consultantName: '', counselingText: '' });

export async function saveConsultation(clientLocalId: string, values: ConsultationValues, db: ClinicDb = localDb(), now = Date.now()): Promise<SaveResult> {
  const parsed = v.safeParse(consultationSchema, { ...values, date: new Date(now).toISOString() });
  if (!parsed.success) return { ok: false, message: messages.consultationIncomplete };
  const localId = await saveRecord(db, 'consultation', clientLocalId, parsed.output, parsed.output.consultType, now);
  return { ok: true, localId };
}
