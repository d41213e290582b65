// A refused breast health form, corrected and sent again under the same record: the same checks
// as a new one, the date it was made kept; db/ replaces the entry's payload and key in one
// transaction, and a replay pass sends it.
import { localDb, resendRefused, sentDateOf, sentValuesOf, type ClinicDb, type OutboxEntry } from '../../db/index';
import { screeningQuestions } from '../../domain/schemas/clinical';
import { appSyncEngine } from '../../sync/index';
import { datedForm } from '../../ui/form-correction';
import type { SaveResult } from '../../ui/local-write';
import { screeningPayload, type ScreeningAnswers } from './save-screening-test';

export function sentScreeningAnswers(entry: OutboxEntry): ScreeningAnswers {
  const sent = sentValuesOf(entry.payload);
  return Object.fromEntries(screeningQuestions.map((q) => [q, typeof sent[q] === 'boolean' ? sent[q] : null])) as ScreeningAnswers;
}

export async function resendScreeningTest(entry: OutboxEntry, answers: ScreeningAnswers, performedAt: string, db: ClinicDb = localDb()): Promise<SaveResult> {
  const checked = datedForm(screeningPayload(answers, sentDateOf(entry)), performedAt);
  if (!checked.ok) return checked;
  await resendRefused(db, entry.id, checked.payload);
  void appSyncEngine()?.syncNow();
  return { ok: true, localId: entry.localId };
}
