// Saving a new consultation (001 §3, §5): consultType 0–4, consultant name and counselling text,
// all required ('لطفا تمام اطلاعات را کامل کنید.').
import * as v from 'valibot';
import { localDb, saveRecord, type ClinicDb } from '../../db/index';
import { messages } from '../../domain/messages';
import { consultationSchema } from '../../domain/schemas/clinical';
import { datedForm, type CheckedForm } from '../../ui/form-correction';
import type { SaveResult } from '../../ui/local-write';
import { clinicNow } from '../../domain/clinic-clock';

export interface ConsultationValues {
  consultType: number | null;
  consultantName: string;
  counselingText: string;
}

export const emptyConsultation = (): ConsultationValues => ({ consultType: null, consultantName: '', counselingText: '' });

export async function saveConsultation(clientLocalId: string, values: ConsultationValues, performedAt: string, db: ClinicDb = localDb(), now = clinicNow()): Promise<SaveResult> {
  const checked = datedForm(consultationPayload(values, new Date(now).toISOString()), performedAt, now);
  if (!checked.ok) return checked;
  const localId = await saveRecord(db, 'consultation', clientLocalId, checked.payload, checked.payload.consultType as number, now);
  return { ok: true, localId };
}

/** The consultation as the server takes it, made at `date`; or the form's message. */
export function consultationPayload(values: ConsultationValues, date: unknown): CheckedForm {
  const parsed = v.safeParse(consultationSchema, { ...values, date });
  return parsed.success ? { ok: true, payload: parsed.output } : { ok: false, message: messages.consultationIncomplete };
}
