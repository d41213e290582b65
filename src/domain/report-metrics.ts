// What the monthly dashboard counts (issue 37 §1), by key: the server fills one number per month
// for each, the screen draws them in groups. Consultations and examinations by their type codes
// (domain/codes.ts), so a new type is a new key here and nowhere else.
import { consultTypeLabels, examinationTypeLabels } from './codes';

const consultCodes = Object.keys(consultTypeLabels).map(Number);
const examCodes = Object.keys(examinationTypeLabels).map(Number);

export const consultMetric = (code: number) => `consult${code}` as const;
export const examMetric = (code: number) => `exam${code}` as const;

export const reportMetrics = [
  'clientsAll', 'clientsCovered', 'clientsScreening', 'clientsPersonnel', 'clientsNew', 'kioskIntakes',
  'screeningForms', 'screeningWarnings',
  'homeVisits', 'eortcTests', 'riskTests',
  ...consultCodes.map(consultMetric),
  ...examCodes.map(examMetric),
  'followUpsOpened', 'followUpsClosed',
  'smsSent', 'smsFailed',
] as const;
export type ReportMetric = (typeof reportMetrics)[number] | `consult${number}` | `exam${number}`;

/** One chart: its metrics; `stacked` when they are parts of one whole (a type each), else side by side. */
export interface ReportGroup {
  id: 'clients' | 'screening' | 'helper' | 'consultations' | 'examinations' | 'followUps' | 'sms';
  metrics: readonly ReportMetric[];
  stacked: boolean;
}

export const reportGroups: readonly ReportGroup[] = [
  // A client may be covered and screening at once: these overlap, so they stand side by side.
  { id: 'clients', metrics: ['clientsAll', 'clientsCovered', 'clientsScreening', 'clientsPersonnel', 'clientsNew', 'kioskIntakes'], stacked: false },
  { id: 'screening', metrics: ['screeningForms', 'screeningWarnings'], stacked: false },
  { id: 'helper', metrics: ['homeVisits', 'eortcTests', 'riskTests'], stacked: false },
  { id: 'consultations', metrics: consultCodes.map(consultMetric), stacked: true },
  { id: 'examinations', metrics: examCodes.map(examMetric), stacked: true },
  { id: 'followUps', metrics: ['followUpsOpened', 'followUpsClosed'], stacked: false },
  { id: 'sms', metrics: ['smsSent', 'smsFailed'], stacked: false },
];

/** Every metric, zero in every one of `months` months: what the server starts counting from. */
export function emptySeries(months: number): Record<string, number[]> {
  return Object.fromEntries(reportMetrics.map((metric) => [metric, Array.from({ length: months }, () => 0)]));
}
