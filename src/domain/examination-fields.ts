// The form and view of each examination type 0–13 (001 §3 "Examination records"): which fields,
// of which kind, with their Persian labels. The fields match schemas/examinations.ts one to one.
import type { ExaminationType } from './schemas/examinations';

export type ExamFieldKind = 'flag' | 'grade' | 'amount' | 'report' | 'keyword';
export interface ExamField {
  name: string;
  kind: ExamFieldKind;
}

const flags = (...names: string[]): ExamField[] => names.map((name) => ({ name, kind: 'flag' }));
const amounts = (...names: string[]): ExamField[] => names.map((name) => ({ name, kind: 'amount' }));
const report = (prefix: string): ExamField[] => [
  { name: prefix, kind: 'report' },
  ...[1, 2, 3, 4, 5, 6, 7].map((n): ExamField => ({ name: `${prefix}KW${n}`, kind: 'keyword' })),
];

export const examinationFields: Record<ExaminationType, ExamField[]> = {
  0: [{ name: 'birads', kind: 'grade' }, ...flags('calsification', 'cyst', 'lynph')],
  1: [{ name: 'birads', kind: 'grade' }, ...flags('cyst', 'lynph', 'hyperEchoMass', 'hypoEchoMass')],
  2: flags('fibroid', 'endometriosis', 'polyp', 'heterogeneous', 'otherMass', 'polycysticOvary', 'ovaryMass'),
  3: flags('benignMass', 'cirrhosis', 'malignantMass'),
  4: [{ name: 'tirads', kind: 'grade' }, ...flags('coldNodule', 'warmNodule', 'malignantMass')],
  5: flags('suspiciousMass', 'malignantMass', 'lymphadenopathy'),
  6: flags('suspiciousMass', 'malignantMass'),
  7: flags('suspiciousMass', 'malignantMass', 'obstruction'),
  8: flags('suspiciousMass', 'malignantMass', 'suspiciousLynph'),
  9: flags('tumor', 'bleeding', 'meningeChange'),
  10: flags('suspiciousMass', 'lynph', 'malignantMass'),
  11: [...amounts('wbc', 'hb', 'plt', 'cea', 'cA15_3', 'cA19_9', 'afp'), ...flags('hpylori')],
  12: report('pathologyReport'),
  13: report('petScanReport'),
};

/** BI-RADS 0–6 and TI-RADS 1–5: the grades the forms offer. */
export const gradeOptions: Record<string, number[]> = {
  birads: [0, 1, 2, 3, 4, 5, 6],
  tirads: [1, 2, 3, 4, 5],
};

const keywordLabels = (prefix: string) =>
  Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((n) => [`${prefix}KW${n}`, `کلیدواژه ${'۱۲۳۴۵۶۷'[n - 1]}`]));

export const examFieldLabels: Record<string, string> = {
  birads: 'BI-RADS',
  tirads: 'TI-RADS',
  calsification: 'کلسیفیکاسیون',
  cyst: 'کیست',
  lynph: 'لنف نود',
  hyperEchoMass: 'توده هایپراکو',
  hypoEchoMass: 'توده هایپواکو',
  fibroid: 'فیبروم',
  endometriosis: 'اندومتریوز',
  polyp: 'پولیپ',
  heterogeneous: 'ناهمگونی بافت',
  otherMass: 'سایر توده ها',
  polycysticOvary: 'تخمدان پلی کیستیک',
  ovaryMass: 'توده تخمدان',
  benignMass: 'توده خوش خیم',
  cirrhosis: 'سیروز',
  malignantMass: 'توده بدخیم',
  coldNodule: 'ندول سرد',
  warmNodule: 'ندول گرم',
  suspiciousMass: 'توده مشکوک',
  lymphadenopathy: 'لنفادنوپاتی',
  obstruction: 'انسداد',
  suspiciousLynph: 'لنف نود مشکوک',
  tumor: 'تومور',
  bleeding: 'خونریزی',
  meningeChange: 'تغییرات مننژ',
  wbc: 'WBC',
  hb: 'Hb',
  plt: 'PLT',
  cea: 'CEA',
  cA15_3: 'CA 15-3',
  cA19_9: 'CA 19-9',
  afp: 'AFP',
  hpylori: 'هلیکوباکتر پیلوری',
  pathologyReport: 'متن گزارش پاتولوژی',
  petScanReport: 'متن گزارش پت اسکن',
  ...keywordLabels('pathologyReport'),
  ...keywordLabels('petScanReport'),
};
