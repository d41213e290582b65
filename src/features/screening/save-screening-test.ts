// Saving the breast health form (001 §3 "Screening test"): every one of the 14 questions answered
// ('لطفا به تمامی سوالات پاسخ دهید'), testType 2, needFollowup and adminOpinion null. The record
// and its outbox entry go to the local store in one transaction; the server hears of it on sync.
import * as v from 'valibot';
import { localDb, saveRecord, type ClinicDb } from '../../db/index';
import { messages } from '../../domain/messages';
import { screeningQuestions, screeningTestSchema } from '../../domain/schemas/clinical';
import type { SaveResult } from '../../ui/local-write';

export type ScreeningQuestion = (typeof screeningQuestions)[number];
export type ScreeningAnswers = Record<ScreeningQuestion, boolean | null>;

export const emptyScreeningAnswers = (): ScreeningAnswers =>
  Object.fromEntries(screeningQuestions.map((q) => [q, null])) as ScreeningAnswers;

export async function saveScreeningTest(clientLocalId: string, answers: ScreeningAnswers, db: ClinicDb = localDb(), now = Date.now()): Promise<SaveResult> {
  if (screeningQuestions.some((q) => answers[q] === null)) return { ok: false, message: messages.questionnaireIncomplete };
  const parsed = v.safeParse(screeningTestSchema, {
    testType: 2, ...answers, needFollowup: null, adminOpinion: null, date: new Date(now).toISOString(),
  });
  if (!parsed.success) return { ok: false, message: messages.questionnaireIncomplete };
  const localId = await saveRecord(db, 'screeningTest', clientLocalId, parsed.output, 2, now);
  return { ok: true, localId };
}
