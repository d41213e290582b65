// A refused examination record, corrected in its form and sent again under the same record: the
// same checks as a new one (the date it was made kept), then db/ replaces the entry's payload and
// key in one transaction, and a replay pass sends it.
import { localDb, resendRefused, sentDateOf, sentValuesOf, type ClinicDb, type OutboxEntry } from '../../db/index';
import { examinationFields } from '../../domain/examination-fields';
import type { ExaminationType } from '../../domain/schemas/examinations';
import { appSyncEngine } from '../../sync/index';
import { datedForm } from '../../ui/form-correction';
import type { SaveResult } from '../../ui/local-write';
import { examinationPayload, type ExamValues } from './save-examination';

/** The form's values from what was sent: flags true or not, numbers and texts as text. */
export function sentExamValues(entry: OutboxEntry, type: ExaminationType): ExamValues {
  const sent = sentValuesOf(entry.payload);
  return Object.fromEntries(examinationFields[type].map((field) => {
    const value = sent[field.name];
    if (field.kind === 'flag') return [field.name, value === true];
    return [field.name, value === null || value === undefined ? '' : String(value)];
  }));
}

export async function resendExamination(entry: OutboxEntry, type: ExaminationType, values: ExamValues, performedAt: string, db: ClinicDb = localDb()): Promise<SaveResult> {
  const checked = datedForm(examinationPayload(type, values, sentDateOf(entry)), performedAt);
  if (!checked.ok) return checked;
  await resendRefused(db, entry.id, checked.payload);
  void appSyncEngine()?.syncNow();
  return { ok: true, localId: entry.localId };
}
