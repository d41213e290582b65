// The follow-up rule (issue 36 §6), pure, run by the tablet and the server alike: which of a
// client's records call for a follow-up, and why. A screening form with a warning sign, a
// mammography or breast ultrasound with BI-RADS 4 or more or 0 (incomplete: more imaging is
// needed), a thyroid ultrasound with TI-RADS 4 or more or a cold nodule, and any examination that
// notes a malignant or suspicious mass.
import { reasonOf, type ExaminationCause, type FollowUpCauseCode, type ScreeningCause } from './follow-up-text';

export type { FollowUpCauseCode } from './follow-up-text';

export interface FollowUpCause {
  code: FollowUpCauseCode;
  /** The Persian reason, as the list and the banner show it. */
  reason: string;
}

/** The screening form's warning signs (001 §3 "Screening test"); every discharge question is one sign. */
const screeningSigns: Record<ScreeningCause, readonly string[]> = {
  breastSwelling: ['hasBreastSwelling'],
  breastChangeShape: ['hasBreastChangeShape'],
  orangePeelSkin: ['hasBreastOrangePeelSkin'],
  rednessSkin: ['hasBreastRednessSkin'],
  eczemaLikeSkin: ['hasEczemaLikeSkin'],
  nippleChange: ['hasNippleChange'],
  discharge: ['hasNippleDischarge', 'hasDuctDischarge', 'hasContinuousDischarge', 'hasPhysicalExamDischarge', 'hasBloodDischarge'],
};

/** True when a cause code comes from an examination (not the screening form): the list links
 *  such a patient to the station that holds the examinations. */
export const isExaminationCause = (code: string): boolean => !Object.hasOwn(screeningSigns, code);
/** Every screening field that is a warning sign: the dashboard counts the forms with one (issue 37 §1). */
export const screeningSignFields: readonly string[] = Object.values(screeningSigns).flat();

/** The examination types graded by BI-RADS (mammography, breast ultrasound) and by TI-RADS (thyroid ultrasound). */
const biradsTypes = new Set([0, 1]);
const tiradsType = 4;

/** The causes a breast health form gives. */
export function screeningCauses(answers: Record<string, unknown>): FollowUpCause[] {
  return (Object.keys(screeningSigns) as ScreeningCause[])
    .filter((code) => screeningSigns[code].some((field) => answers[field] === true))
    .map((code) => ({ code, reason: reasonOf(code) }));
}

/** What the screening form sends as `needFollowup`. */
export const screeningNeedsFollowUp = (answers: Record<string, unknown>): boolean => screeningCauses(answers).length > 0;

const grade = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The causes an examination record of a type (0–13) gives. */
export function examinationCauses(type: number, fields: Record<string, unknown>): FollowUpCause[] {
  const found: { code: ExaminationCause; grade?: number }[] = [];
  const birads = grade(fields.birads);
  if (biradsTypes.has(type) && birads !== undefined) {
    if (birads >= 4) found.push({ code: 'biradsHigh', grade: birads });
    else if (birads === 0) found.push({ code: 'biradsIncomplete', grade: 0 });
  }
  const tirads = grade(fields.tirads);
  if (type === tiradsType && tirads !== undefined && tirads >= 4) found.push({ code: 'tiradsHigh', grade: tirads });
  if (type === tiradsType && fields.coldNodule === true) found.push({ code: 'coldNodule' });
  if (fields.malignantMass === true) found.push({ code: 'malignantMass' });
  if (fields.suspiciousMass === true) found.push({ code: 'suspiciousMass' });
  return found.map(({ code, grade: g }) => ({ code, reason: reasonOf(code, type, g) }));
}

/** One record as both sides hold it: its kind, its subtype (the examination type) and its fields. */
export interface ClinicalRecord {
  kind: string;
  /** The examination type for an examination; unused for the others. */
  subtype?: number;
  payload: Record<string, unknown>;
}

/** The causes one record gives: screening tests and examinations; other kinds give none. */
export function recordCauses(record: ClinicalRecord): FollowUpCause[] {
  if (record.kind === 'screeningTest') return screeningCauses(record.payload);
  if (record.kind === 'examination') {
    const type = record.subtype ?? grade(record.payload.type);
    return type === undefined ? [] : examinationCauses(type, record.payload);
  }
  return [];
}

/** The causes of follow-up among a client's records, each record's in order. */
export function followUpCauses(records: readonly ClinicalRecord[]): FollowUpCause[] {
  return records.flatMap(recordCauses);
}

/** Several reasons as one line (the Persian comma between them). */
export const joinReasons = (reasons: readonly string[]): string => reasons.join('، ');

/** The reasons of several causes, as one line. */
export const reasonsLine = (causes: readonly FollowUpCause[]): string => joinReasons(causes.map((cause) => cause.reason));
