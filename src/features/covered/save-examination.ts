// Saving an examination record of a covered patient (001 §3, §5): exactly the fields of its type;
// BI-RADS required for mammography (0) and breast ultrasound (1) ('لطفا تمام اطلاعات را وارد
// کنید.'); the other forms have no required field (booleans false, numbers null, texts blank).
import * as v from 'valibot';
import { localDb, saveRecord, type ClinicDb } from '../../db/index';
import { toAsciiDecimal } from '../../domain/digits';
import { examinationFields } from '../../domain/examination-fields';
import { messages } from '../../domain/messages';
import { examinationSchemas, type ExaminationType } from '../../domain/schemas/examinations';
import type { SaveResult } from '../../ui/local-write';
import { datedForm, type CheckedForm } from '../../ui/form-correction';
import { clinicNow } from '../../domain/clinic-clock';

/** What the form holds: booleans for flags, strings for everything typed or picked. */
export type ExamValues = Record<string, boolean | string>;

export function emptyExamValues(type: ExaminationType): ExamValues {
  return Object.fromEntries(examinationFields[type].map((f) => [f.name, f.kind === 'flag' ? false : '']));
}

const numberOf = (text: string) => (text.trim() === '' ? null : Number(toAsciiDecimal(text.trim())));

export async function saveExamination(clientLocalId: string, type: ExaminationType, values: ExamValues, performedAt: string, db: ClinicDb = localDb(), now = clinicNow()): Promise<SaveResult> {
  const checked = datedForm(examinationPayload(type, values, new Date(now).toISOString()), performedAt, now);
  if (!checked.ok) return checked;
  return { ok: true, localId: await saveRecord(db, 'examination', clientLocalId, checked.payload, type, now) };
}

/** The record as the server takes it, made at `date`; or the form's message. */
export function examinationPayload(type: ExaminationType, values: ExamValues, date: string): CheckedForm {
  const payload: Record<string, unknown> = { date };
  for (const field of examinationFields[type]) {
    const value = values[field.name];
    if (field.kind === 'flag') payload[field.name] = value === true;
    else if (field.kind === 'grade' || field.kind === 'amount') payload[field.name] = numberOf(String(value ?? ''));
    else payload[field.name] = String(value ?? '');
  }
  if ((type === 0 || type === 1) && payload.birads === null) return { ok: false, message: messages.examIncomplete };
  const parsed = v.safeParse(examinationSchemas[type], payload);
  if (!parsed.success) return { ok: false, message: parsed.issues[0]?.message ?? messages.invalidValue };
  return { ok: true, payload: parsed.output };
}
