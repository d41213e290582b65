// A refused helper form (home visit, EORTC, risk test, disease data), corrected and sent again
// under the same record: the same checks as a new one (the date it was made kept), then db/
// replaces the entry's payload and key in one transaction, and a replay pass sends it.
import { localDb, resendRefused, sentDateOf, sentValuesOf, type ClinicDb, type OutboxEntry } from '../../db/index';
import { eortcQuestions, riskQuestions } from '../../domain/schemas/clinical';
import { homeVisitFieldLabels, type HomeVisitTextField } from '../../domain/helper-text';
import { appSyncEngine } from '../../sync/index';
import { datedForm, type CheckedForm } from '../../ui/form-correction';
import type { SaveResult } from '../../ui/local-write';
import { diseasePayload, diseaseValuesOf, type DiseaseValues } from './save-disease-data';
import { eortcPayload, type EortcValues } from './save-eortc-test';
import { homeVisitPayload, type HomeVisitValues } from './save-home-visit';
import { riskPayload, type RiskAnswers } from './save-risk-test';

async function resend(entry: OutboxEntry, checked: CheckedForm, db: ClinicDb): Promise<SaveResult> {
  if (!checked.ok) return checked;
  await resendRefused(db, entry.id, checked.payload);
  void appSyncEngine()?.syncNow();
  return { ok: true, localId: entry.localId };
}

export function sentHomeVisit(entry: OutboxEntry): HomeVisitValues {
  const sent = sentValuesOf(entry.payload);
  const texts = Object.fromEntries((Object.keys(homeVisitFieldLabels) as HomeVisitTextField[]).map((f) => [f, typeof sent[f] === 'string' ? sent[f] : '']));
  const suggestions = Array.isArray(sent.visitHomeSuggestions) ? sent.visitHomeSuggestions.filter((c): c is number => typeof c === 'number') : [];
  return { ...(texts as Record<HomeVisitTextField, string>), visitHomeSuggestions: suggestions };
}

export function sentEortc(entry: OutboxEntry): EortcValues {
  const sent = sentValuesOf(entry.payload);
  const answer = (value: unknown, max: number) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max ? value : null);
  return Object.fromEntries(eortcQuestions.map((q, i) => [q, answer(sent[q], i >= 28 ? 7 : 4)])) as EortcValues;
}

export function sentRiskAnswers(entry: OutboxEntry): RiskAnswers {
  const sent = sentValuesOf(entry.payload);
  return Object.fromEntries(riskQuestions.map((q) => [q, typeof sent[q] === 'boolean' ? sent[q] : null])) as RiskAnswers;
}

export const sentDiseaseValues = (entry: OutboxEntry): DiseaseValues => diseaseValuesOf(sentValuesOf(entry.payload));

export const resendHomeVisit = (entry: OutboxEntry, values: HomeVisitValues, performedAt: string, db: ClinicDb = localDb()) =>
  resend(entry, datedForm(homeVisitPayload(values, sentDateOf(entry)), performedAt), db);
export const resendEortc = (entry: OutboxEntry, values: EortcValues, performedAt: string, db: ClinicDb = localDb()) =>
  resend(entry, datedForm(eortcPayload(values, sentDateOf(entry)), performedAt), db);
export const resendRiskTest = (entry: OutboxEntry, answers: RiskAnswers, performedAt: string, db: ClinicDb = localDb()) =>
  resend(entry, datedForm(riskPayload(answers, sentDateOf(entry)), performedAt), db);
export const resendDiseaseData = (entry: OutboxEntry, values: DiseaseValues, performedAt: string, db: ClinicDb = localDb()) =>
  resend(entry, datedForm(diseasePayload(values), performedAt), db);
