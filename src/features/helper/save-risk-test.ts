// Saving a breast cancer risk-factor test (001 §3, helper visitType 3): the 12 yes/no factors,
// every one answered.
import * as v from 'valibot';
import { localDb, saveRecord, type ClinicDb } from '../../db/index';
import { messages } from '../../domain/messages';
import { riskQuestions, riskTestSchema } from '../../domain/schemas/clinical';
import type { SaveResult } from '../../ui/local-write';
import { datedForm, type CheckedForm } from '../../ui/form-correction';
import { clinicNow } from '../../domain/clinic-clock';

export type RiskQuestion = (typeof riskQuestions)[number];
export type RiskAnswers = Record<RiskQuestion, boolean | null>;

export const emptyRiskAnswers = (): RiskAnswers => Object.fromEntries(riskQuestions.map((q) => [q, null])) as RiskAnswers;

/** The body of the test as the server takes it, made at `date`; or the form's message. */
export function riskPayload(answers: RiskAnswers, date: string): CheckedForm {
  const incomplete = { ok: false as const, message: messages.questionnaireIncomplete };
  if (riskQuestions.some((q) => answers[q] === null)) return incomplete;
  const parsed = v.safeParse(riskTestSchema, { ...answers, date });
  return parsed.success ? { ok: true, payload: parsed.output } : incomplete;
}

export async function saveRiskTest(clientLocalId: string, answers: RiskAnswers, performedAt: string, db: ClinicDb = localDb(), now = clinicNow()): Promise<SaveResult> {
  const checked = datedForm(riskPayload(answers, new Date(now).toISOString()), performedAt, now);
  if (!checked.ok) return checked;
  return { ok: true, localId: await saveRecord(db, 'helperTest', clientLocalId, checked.payload, 3, now) };
}

/** How many factors are present ('دارد') in a saved test. */
export function countRiskFactors(payload: Record<string, unknown>): number {
  return riskQuestions.filter((q) => payload[q] === true).length;
}
