// Saving a covered patient's disease data (001 §3 "Helper disease data"), create and update
// alike (the server keeps one per client and replaces it): every value non-null
// ('لطفا به تمامی سوالات پاسخ دهید'), diseasePercentage 0, one phone filling houseNumber and
// familyPhoneNumber, supportive status 1 good / 0 bad, exercise none/low/medium/advanced.
import * as v from 'valibot';
import { localDb, saveRecord, type ClinicDb } from '../../db/index';
import type { ExerciseStatus } from '../../domain/helper-text';
import { messages } from '../../domain/messages';
import { diseaseDataSchema } from '../../domain/schemas/clinical';
import type { SaveResult } from '../../ui/local-write';
import { datedForm, type CheckedForm } from '../../ui/form-correction';
import { clinicNow } from '../../domain/clinic-clock';

export const diseaseTextFields = ['fileNumber', 'introducingCenterName', 'helperName', 'yearOfAfflicted', 'fileStatus', 'disease', 'diseaseStage', 'job'] as const;
export const diseaseFlagFields = ['insuranceState', 'supplementaryInsuranceState', 'metastasis', 'smoke'] as const;
type TextField = (typeof diseaseTextFields)[number];
type FlagField = (typeof diseaseFlagFields)[number];

export interface PastDisease {
  diseaseName: string;
  yearOfAfflicted: string;
}

export type DiseaseValues = Record<TextField, string> & Record<FlagField, boolean | null> & {
  phone: string;
  institutes: string[];
  pastMedical: PastDisease[];
  supportiveStatus: 0 | 1 | null;
  exerciseStatus: ExerciseStatus | null;
};

export const emptyDiseaseValues = (): DiseaseValues => ({
  fileNumber: '', introducingCenterName: '', helperName: '', yearOfAfflicted: '', fileStatus: '', disease: '', diseaseStage: '', job: '',
  insuranceState: null, supplementaryInsuranceState: null, metastasis: null, smoke: null,
  phone: '', institutes: [], pastMedical: [], supportiveStatus: null, exerciseStatus: null,
});

export async function saveDiseaseData(clientLocalId: string, values: DiseaseValues, performedAt: string, db: ClinicDb = localDb(), now = clinicNow()): Promise<SaveResult> {
  const checked = datedForm(diseasePayload(values), performedAt, now);
  if (!checked.ok) return checked;
  return { ok: true, localId: await saveRecord(db, 'diseaseData', clientLocalId, checked.payload, undefined, now) };
}

/** The disease data as the server takes it; or the form's message. */
export function diseasePayload(values: DiseaseValues): CheckedForm {
  const incomplete = { ok: false as const, message: messages.questionnaireIncomplete };
  const blank = [...diseaseTextFields.map((f) => values[f]), values.phone].some((text) => text.trim() === '');
  const unset = [...diseaseFlagFields.map((f) => values[f]), values.supportiveStatus, values.exerciseStatus].some((x) => x === null);
  if (blank || unset) return incomplete;
  const { phone, exerciseStatus, ...rest } = values;
  const parsed = v.safeParse(diseaseDataSchema, {
    ...rest,
    diseasePercentage: 0,
    houseNumber: phone.trim(),
    familyPhoneNumber: phone.trim(),
    ExerciseStatus: exerciseStatus,
    hasExercise: exerciseStatus !== 'none',
  });
  return parsed.success ? { ok: true, payload: parsed.output } : incomplete;
}

/** The form's values from a saved record (the update page is prefilled, 001 §4). */
export function diseaseValuesOf(payload: Record<string, unknown>): DiseaseValues {
  const base = emptyDiseaseValues();
  const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  const flag = (value: unknown) => (typeof value === 'boolean' ? value : null);
  for (const field of diseaseTextFields) base[field] = str(payload[field]);
  for (const field of diseaseFlagFields) base[field] = flag(payload[field]);
  const past = Array.isArray(payload.pastMedical) ? payload.pastMedical : [];
  const status = payload.ExerciseStatus;
  return {
    ...base,
    phone: str(payload.houseNumber ?? payload.familyPhoneNumber),
    institutes: Array.isArray(payload.institutes) ? payload.institutes.map(str) : [],
    // Saved as {diseaseName, yearOfAfflicted}; a legacy answer may hold the names alone.
    pastMedical: past.map((item: unknown) => typeof item === 'object' && item !== null
      ? { diseaseName: str((item as PastDisease).diseaseName), yearOfAfflicted: str((item as PastDisease).yearOfAfflicted) }
      : { diseaseName: str(item), yearOfAfflicted: '' }),
    supportiveStatus: payload.supportiveStatus === 0 || payload.supportiveStatus === 1 ? payload.supportiveStatus : null,
    exerciseStatus: status === 'none' || status === 'low' || status === 'medium' || status === 'advanced'
      ? status : typeof payload.hasExercise === 'boolean' ? (payload.hasExercise ? 'medium' : 'none') : null,
  };
}
