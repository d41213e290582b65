// Saving a home visit report (001 §3, helper visitType 1): the five texts and at least one of the
// suggestion codes 0–5; all required ('لطفا به تمامی سوالات پاسخ دهید').
import * as v from 'valibot';
import { localDb, saveRecord, type ClinicDb } from '../../db/index';
import type { HomeVisitTextField } from '../../domain/helper-text';
import { messages } from '../../domain/messages';
import { homeVisitSchema } from '../../domain/schemas/clinical';
import type { SaveResult } from '../../ui/local-write';
import { datedForm, type CheckedForm } from '../../ui/form-correction';
import { clinicNow } from '../../domain/clinic-clock';

export type HomeVisitValues = Record<HomeVisitTextField, string> & { visitHomeSuggestions: number[] };

export const emptyHomeVisit = (): HomeVisitValues => ({
  economicStatus: '', environmentalStatus: '', physicalMentalStatus: '', visitExplanation: '', ceoOrder: '', visitHomeSuggestions: [],
});

/** The body of the report as the server takes it, made at `date`; or the form's message. */
export function homeVisitPayload(values: HomeVisitValues, date: string): CheckedForm {
  const incomplete = { ok: false as const, message: messages.questionnaireIncomplete };
  if (values.visitHomeSuggestions.length === 0) return incomplete;
  const suggestions = [...new Set(values.visitHomeSuggestions)].sort((a, b) => a - b);
  const parsed = v.safeParse(homeVisitSchema, { ...values, visitHomeSuggestions: suggestions, date });
  return parsed.success ? { ok: true, payload: parsed.output } : incomplete;
}

export async function saveHomeVisit(clientLocalId: string, values: HomeVisitValues, performedAt: string, db: ClinicDb = localDb(), now = clinicNow()): Promise<SaveResult> {
  const checked = datedForm(homeVisitPayload(values, new Date(now).toISOString()), performedAt, now);
  if (!checked.ok) return checked;
  return { ok: true, localId: await saveRecord(db, 'helperTest', clientLocalId, checked.payload, 1, now) };
}
