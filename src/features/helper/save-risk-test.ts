// Saving a breast cancer risk-factor test (001 §3, helper visitType 3): the 12 yes/no factors,
// every one answered.
import * as v from 'valibot';
import { localDb, saveRecord, type ClinicDb } from '../../db/index';
import { messages } from '../../domain/messages';
import { riskQuestions, riskTestSchema } from '../../domain/schemas/clinical';
import type { SaveResult } from '../../ui/local-write';

export type RiskQuestion = (typeof riskQuestions)[number];
export type RiskAnswers = Record<RiskQuestion, boolean | null>;

export const emptyRiskAnswers = (): RiskAnswers => Object.fromEntries(riskQuestions.map((q) => [q, null])) as RiskAnswers;

export async function saveRiskTest(clientLocalId: string, answers: RiskAnswers, db: ClinicDb = localDb(), now = Date.now()): Promise<SaveResult> {
  const incomplete = { ok: false as const, message: messages.questionnaireIncomplete };
  if (riskQuestions.some((q) => answers[q] === null)) return incomplete;
  const parsed = v.safeParse(riskTestSchema, { ...answers, date: new Date(now).toISOString() });
  if (!parsed.success) return incomplete;
  return { ok: true, localId: await saveRecord(db, 'helperTest', clientLocalId, parsed.output, 3, now) };
}

/** How many factors are present ('دارد') in a saved test. */
export function countRiskFactors(payload: Record<string, unknown>): number {
  return riskQuestions.filter((q) => payload[q] === true).length;
}
