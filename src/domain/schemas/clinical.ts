// Consultation, screening and helper forms of 001 §3 and §5.
import * as v from 'valibot';
import { messages } from '../messages';
import { codesOf, consultTypeLabels, visitHomeSuggestionLabels } from '../codes';
import { code, localId, madeAt, performedAt, text, yesNo } from './common';

export const consultationSchema = v.object({
  consultType: code(codesOf(consultTypeLabels), messages.consultationIncomplete),
  consultantName: text(messages.consultationIncomplete, 200),
  counselingText: text(messages.consultationIncomplete, 10_000),
  localId,
  date: madeAt,
  performedAt,
});

export const screeningQuestions = [
  'hasBreastOrOvarianCancer', 'hasBreastPathology', 'hasBreastRadiography', 'hasBreastSwelling',
  'hasBreastChangeShape', 'hasBreastOrangePeelSkin', 'hasBreastRednessSkin', 'hasEczemaLikeSkin',
  'hasNippleChange', 'hasNippleDischarge', 'hasDuctDischarge', 'hasContinuousDischarge',
  'hasPhysicalExamDischarge', 'hasBloodDischarge',
] as const;

const booleansOf = <K extends string>(names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, yesNo(messages.questionnaireIncomplete)])) as Record<K, ReturnType<typeof yesNo>>;

export const screeningTestSchema = v.object({
  testType: v.literal(2, messages.invalidValue),
  ...booleansOf(screeningQuestions),
  // The follow-up rule's verdict (domain/follow-up.ts); older tablets send null.
  needFollowup: v.optional(v.nullable(v.boolean(messages.invalidValue)), null),
  adminOpinion: v.optional(v.null(messages.invalidValue), null),
  localId,
  date: madeAt,
  performedAt,
});

export const homeVisitSchema = v.object({
  economicStatus: text(messages.questionnaireIncomplete, 5000),
  environmentalStatus: text(messages.questionnaireIncomplete, 5000),
  physicalMentalStatus: text(messages.questionnaireIncomplete, 5000),
  visitExplanation: text(messages.questionnaireIncomplete, 5000),
  ceoOrder: text(messages.questionnaireIncomplete, 5000),
  visitHomeSuggestions: v.pipe(
    v.array(code(codesOf(visitHomeSuggestionLabels), messages.invalidValue), messages.questionnaireIncomplete),
    v.maxLength(6, messages.invalidValue),
  ),
  localId,
  date: madeAt,
  performedAt,
});

const eortcItem = (max: number) =>
  v.pipe(v.number(messages.questionnaireIncomplete), v.integer(messages.questionnaireIncomplete), v.minValue(1, messages.invalidValue), v.maxValue(max, messages.invalidValue));
export const eortcQuestions = Array.from({ length: 30 }, (_, i) => `q${i + 1}` as const);
export type EortcQuestion = (typeof eortcQuestions)[number];
export const eortcSchema = v.object({
  ...(Object.fromEntries(eortcQuestions.map((q, i) => [q, eortcItem(i >= 28 ? 7 : 4)])) as Record<EortcQuestion, ReturnType<typeof eortcItem>>),
  localId,
  date: madeAt,
  performedAt,
});

export const riskQuestions = [
  'breastCancerFamilyHistory', 'ovarianCancerFamilyHistory', 'ovarianCancerHistory', 'overweight',
  'physicalActivity', 'smoke', 'alcohol', 'prematureMenstruation', 'lateMenopause',
  'contraceptiveDrug', 'breastfeeding', 'previousBreastLesions',
] as const;
export const riskTestSchema = v.object({ ...booleansOf(riskQuestions), localId, date: madeAt, performedAt });

const incomplete = messages.questionnaireIncomplete;
const shortText = (max = 300) => v.pipe(v.string(incomplete), v.trim(), v.maxLength(max, messages.invalidValue));
export const diseaseDataSchema = v.object({
  fileNumber: shortText(),
  introducingCenterName: shortText(),
  helperName: shortText(),
  diseasePercentage: v.optional(v.pipe(v.number(incomplete), v.minValue(0, messages.invalidValue), v.maxValue(100, messages.invalidValue)), 0),
  yearOfAfflicted: v.union([shortText(20), v.pipe(v.number(), v.integer())], incomplete),
  fileStatus: shortText(1000),
  institutes: v.pipe(v.array(shortText(), incomplete), v.maxLength(50, messages.invalidValue)),
  insuranceState: yesNo(incomplete),
  supplementaryInsuranceState: yesNo(incomplete),
  metastasis: yesNo(incomplete),
  MaxSupplementaryInsurance: v.optional(v.nullable(v.union([v.string(), v.number(), v.boolean()], messages.invalidValue))),
  disease: shortText(),
  diseaseStage: shortText(),
  job: shortText(),
  houseNumber: shortText(30),
  familyPhoneNumber: shortText(30),
  pastMedical: v.pipe(
    v.array(v.object({ diseaseName: text(incomplete, 200), yearOfAfflicted: v.union([shortText(20), v.pipe(v.number(), v.integer())], incomplete) }), incomplete),
    v.maxLength(50, messages.invalidValue),
  ),
  supportiveStatus: code([0, 1], incomplete),
  smoke: yesNo(incomplete),
  hasExercise: v.optional(v.boolean(messages.invalidValue)),
  ExerciseStatus: v.optional(v.picklist(['none', 'low', 'medium', 'advanced'], messages.invalidValue)),
  localId,
  performedAt,
});
