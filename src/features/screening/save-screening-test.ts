// Saving the breast health form (001 §3 "Screening test"): every one of the 14 questions answered
// ('لطفا به تمامی سوالات پاسخ دهید'), testType 2, needFollowup by the follow-up rule (any warning
// sign: domain/follow-up.ts), adminOpinion null. The record
// and its outbox entry go to the local store in one transaction; the server hears of it on sync.
import * as v from 'valibot';
import { localDb, saveRecord, type ClinicDb } from '../../db/index';
import { screeningNeedsFollowUp } from '../../domain/follow-up';
import { messages } from '../../domain/messages';
import { screeningQuestions, screeningTestSchema } from '../../domain/schemas/clinical';
import type { SaveResult } from '../../ui/local-write';
import { datedForm, type CheckedForm } from '../../ui/form-correction';
import { clinicNow } from '../../domain/clinic-clock';

export type ScreeningQuestion = (typeof screeningQuestions)[number];
export type ScreeningAnswers = Record<ScreeningQuestion, boolean | null>;

export const emptyScreeningAnswers = (): ScreeningAnswers =>
  Object.fromEntries(screeningQuestions.map((q) => [q, null])) as ScreeningAnswers;

/** The body of the test as the server takes it, made at `date`; or the form's message. */
export function screeningPayload(answers: ScreeningAnswers, date: string): CheckedForm {
  if (screeningQuestions.some((q) => answers[q] === null)) return { ok: false, message: messages.questionnaireIncomplete };
  const needFollowup = screeningNeedsFollowUp(answers);
  const parsed = v.safeParse(screeningTestSchema, { testType: 2, ...answers, needFollowup, adminOpinion: null, date });
  return parsed.success ? { ok: true, payload: parsed.output } : { ok: false, message: messages.questionnaireIncomplete };
}

export async function saveScreeningTest(clientLocalId: string, answers: ScreeningAnswers, performedAt: string, db: ClinicDb = localDb(), now = clinicNow()): Promise<SaveResult> {
  const checked = datedForm(screeningPayload(answers, new Date(now).toISOString()), performedAt, now);
  if (!checked.ok) return checked;
  const localId = await saveRecord(db, 'screeningTest', clientLocalId, checked.payload, 2, now);
  return { ok: true, localId };
}
