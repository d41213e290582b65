// The form and view of each examination type 0–13 (001 §3 "Examination records"): which fields,
// of which kind, with their Persian labels. The fields are read from schemas/examinations.ts, so
// the form offers exactly what the server takes.
import type * as v from 'valibot';
import { examinationFieldSchemas as schemas, examinationSchemas, examinationSharedKeys, examinationTypes, type ExaminationType } from './schemas/examinations';

export type ExamFieldKind = 'flag' | 'grade' | 'amount' | 'report' | 'keyword';
export interface ExamField {
  name: string;
  kind: ExamFieldKind;
}

const kindOfSchema = new Map<unknown, ExamFieldKind>([
  [schemas.flag, 'flag'], [schemas.birads, 'grade'], [schemas.tirads, 'grade'],
  [schemas.amount, 'amount'], [schemas.report, 'report'], [schemas.keyword, 'keyword'],
]);

function fieldsOf(type: ExaminationType): ExamField[] {
  return Object.entries(examinationSchemas[type].entries).flatMap(([name, schema]): ExamField[] => {
    if (examinationSharedKeys.includes(name)) return [];
    const kind = kindOfSchema.get(schema);
    // A field of a schema no form knows would be dropped from the form without a word.
    if (!kind) throw new Error(`examination ${type}: no form field for ${name}`);
    return [{ name, kind }];
  });
}

/** The fields of each type, in the schema's order. */
export const examinationFields = Object.fromEntries(examinationTypes.map((type) => [type, fieldsOf(type)])) as Record<ExaminationType, ExamField[]>;

type Schema = v.GenericSchema & { wrapped?: Schema; pipe?: readonly { type: string; requirement?: unknown }[] };

/** The whole numbers from a grade schema's minValue to its maxValue (inside optional and nullable). */
function gradesOf(schema: Schema): number[] {
  const inner = (s: Schema): Schema => (s.wrapped ? inner(s.wrapped) : s);
  const bound = (type: string) => inner(schema).pipe?.find((item) => item.type === type)?.requirement as number;
  const [min, max] = [bound('min_value'), bound('max_value')];
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** BI-RADS 0–6 and TI-RADS 1–5: the grades the forms offer. */
export const gradeOptions: Record<string, number[]> = {
  birads: gradesOf(schemas.birads),
  tirads: gradesOf(schemas.tirads),
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

/** The units of the blood test's values (issue 36 §4), beside each field and its value. */
export const examFieldUnits: Record<string, string> = {
  wbc: '×10³/µL',
  hb: 'g/dL',
  plt: '×10³/µL',
  cea: 'ng/mL',
  cA15_3: 'U/mL',
  cA19_9: 'U/mL',
  afp: 'ng/mL',
};
