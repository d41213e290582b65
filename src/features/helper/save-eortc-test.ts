// Saving an EORTC QLQ-C30 test (001 §3, helper visitType 2): q1–q28 answered 1–4, q29–q30 1–7;
// all required. The scores are not stored: the view computes them with domain/eortc.ts, the same
// code the server scores with.
import * as v from 'valibot';
import { localDb, saveRecord, type ClinicDb } from '../../db/index';
import { messages } from '../../domain/messages';
import { eortcQuestions, eortcSchema } from '../../domain/schemas/clinical';
import type { SaveResult } from '../../ui/local-write';
import { datedForm, type CheckedForm } from '../../ui/form-correction';
import { clinicNow } from '../../domain/clinic-clock';

export type EortcQuestion = (typeof eortcQuestions)[number];
export type EortcValues = Record<EortcQuestion, number | null>;

export const emptyEortc = (): EortcValues => Object.fromEntries(eortcQuestions.map((q) => [q, null])) as EortcValues;

/** The body of the test as the server takes it, made at `date`; or the form's message. */
export function eortcPayload(values: EortcValues, date: string): CheckedForm {
  const incomplete = { ok: false as const, message: messages.questionnaireIncomplete };
  if (eortcQuestions.some((q) => values[q] == null)) return incomplete;
  const parsed = v.safeParse(eortcSchema, { ...values, date });
  return parsed.success ? { ok: true, payload: parsed.output } : incomplete;
}

export async function saveEortcTest(clientLocalId: string, values: EortcValues, performedAt: string, db: ClinicDb = localDb(), now = clinicNow()): Promise<SaveResult> {
  const checked = datedForm(eortcPayload(values, new Date(now).toISOString()), performedAt, now);
  if (!checked.ok) return checked;
  return { ok: true, localId: await saveRecord(db, 'helperTest', clientLocalId, checked.payload, 2, now) };
}
