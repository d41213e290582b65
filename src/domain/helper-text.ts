// The helper (social work) station's words (001 §2 "Helper management", §3 "Helper test kinds",
// "Helper disease data"): the EORTC QLQ-C30 items in Persian, the risk factors, the home visit
// and disease data fields.
import { toPersianDigits } from './digits';
import type { EortcScale } from './eortc';
import type { riskQuestions } from './schemas/clinical';

export const helperText = {
  personalBlock: 'اطلاعات شخصی',
  supplementaryBlock: 'اطلاعات تکمیلی',
  diseaseForm: 'فرم اطلاعات بیماری',
  diseaseIncomplete: 'اطلاعات بیماری این مراجعه کننده تکمیل نشده است.',
  completeDisease: 'تکمیل اطلاعات بیماری',
  editDisease: 'ویرایش اطلاعات بیماری',
  homeVisitTile: 'عیادت از درمانجو',
  riskTile: 'عوامل خطر سرطان پستان',
  eortcTile: 'تست EORTC جدید',
  eortcScores: 'امتیاز مقیاس ها',
  scale: 'مقیاس',
  score: 'امتیاز',
  globalHealth: 'وضعیت کلی سلامت',
  functionalScales: 'مقیاس های عملکردی',
  symptomScales: 'مقیاس های علائم',
  scoresChart: 'نمودار امتیاز مقیاس ها (۰ تا ۱۰۰)',
  riskCount: (n: string, of: string) => `${n} عامل از ${of} عامل خطر وجود دارد`,
  suggestions: 'پیشنهادها',
  add: 'افزودن',
  remove: 'حذف',
  pastMedical: 'سوابق بیماری',
  diseaseName: 'نام بیماری',
  pastYear: 'سال ابتلا به بیماری',
  institutes: 'مراکز حمایتی تحت پوشش',
  instituteName: 'نام مرکز',
  phone: 'شماره تماس منزل',
  supportiveGood: 'خوب',
  supportiveBad: 'بد',
} as const;

export const homeVisitFieldLabels = {
  economicStatus: 'وضعیت اقتصادی',
  environmentalStatus: 'وضعیت محیطی',
  physicalMentalStatus: 'وضعیت جسمی و روحی',
  visitExplanation: 'توضیحات عیادت',
  ceoOrder: 'دستور مدیرعامل',
} as const;
export type HomeVisitTextField = keyof typeof homeVisitFieldLabels;

export const riskQuestionLabels: Record<(typeof riskQuestions)[number], string> = {
  breastCancerFamilyHistory: 'سابقه سرطان پستان در خانواده',
  ovarianCancerFamilyHistory: 'سابقه سرطان تخمدان در خانواده',
  ovarianCancerHistory: 'سابقه ابتلا به سرطان تخمدان',
  overweight: 'اضافه وزن',
  physicalActivity: 'کم تحرکی (نداشتن فعالیت بدنی کافی)',
  smoke: 'مصرف دخانیات',
  alcohol: 'مصرف الکل',
  prematureMenstruation: 'قاعدگی زودرس (پیش از ۱۲ سالگی)',
  lateMenopause: 'یائسگی دیررس (پس از ۵۵ سالگی)',
  contraceptiveDrug: 'مصرف قرص های ضد بارداری',
  breastfeeding: 'شیر ندادن به فرزند',
  previousBreastLesions: 'سابقه ضایعات قبلی پستان',
};

/** The 30 items of the EORTC QLQ-C30 (version 3), q1 … q30. */
export const eortcQuestionLabels: readonly string[] = [
  'آیا در انجام فعالیت های سنگین، مانند حمل یک کیسه خرید سنگین یا چمدان، مشکلی دارید؟',
  'آیا در پیاده روی طولانی مشکلی دارید؟',
  'آیا در پیاده روی کوتاه بیرون از منزل مشکلی دارید؟',
  'آیا در طول روز نیاز دارید در رختخواب یا روی صندلی بمانید؟',
  'آیا برای غذا خوردن، لباس پوشیدن، شستشو یا استفاده از توالت به کمک نیاز دارید؟',
  'در هفته گذشته آیا در انجام کار یا سایر فعالیت های روزانه محدودیت داشته اید؟',
  'در هفته گذشته آیا در انجام سرگرمی ها یا فعالیت های اوقات فراغت محدودیت داشته اید؟',
  'در هفته گذشته آیا تنگی نفس داشته اید؟',
  'در هفته گذشته آیا درد داشته اید؟',
  'در هفته گذشته آیا به استراحت نیاز داشته اید؟',
  'در هفته گذشته آیا در خوابیدن مشکل داشته اید؟',
  'در هفته گذشته آیا احساس ضعف کرده اید؟',
  'در هفته گذشته آیا بی اشتهایی داشته اید؟',
  'در هفته گذشته آیا حالت تهوع داشته اید؟',
  'در هفته گذشته آیا استفراغ کرده اید؟',
  'در هفته گذشته آیا یبوست داشته اید؟',
  'در هفته گذشته آیا اسهال داشته اید؟',
  'در هفته گذشته آیا احساس خستگی کرده اید؟',
  'در هفته گذشته آیا درد در فعالیت های روزانه شما اختلال ایجاد کرده است؟',
  'در هفته گذشته آیا در تمرکز بر کارهایی مانند خواندن روزنامه یا تماشای تلویزیون مشکل داشته اید؟',
  'در هفته گذشته آیا احساس تنش یا عصبی بودن کرده اید؟',
  'در هفته گذشته آیا احساس نگرانی کرده اید؟',
  'در هفته گذشته آیا احساس زودرنجی کرده اید؟',
  'در هفته گذشته آیا احساس افسردگی کرده اید؟',
  'در هفته گذشته آیا در به خاطر آوردن چیزها مشکل داشته اید؟',
  'در هفته گذشته آیا وضعیت جسمی یا درمان پزشکی شما در زندگی خانوادگی تان اختلال ایجاد کرده است؟',
  'در هفته گذشته آیا وضعیت جسمی یا درمان پزشکی شما در فعالیت های اجتماعی تان اختلال ایجاد کرده است؟',
  'در هفته گذشته آیا وضعیت جسمی یا درمان پزشکی شما برایتان مشکلات مالی ایجاد کرده است؟',
  'وضعیت کلی سلامت خود را در هفته گذشته چگونه ارزیابی می کنید؟ (۱ بسیار بد تا ۷ عالی)',
  'کیفیت کلی زندگی خود را در هفته گذشته چگونه ارزیابی می کنید؟ (۱ بسیار بد تا ۷ عالی)',
];

/** Answers 1–4 of items 1–28 (001 §3). Items 29–30 are answered 1–7. */
export const eortcAnswerLabels = { 1: 'اصلا', 2: 'کمی', 3: 'نسبتا زیاد', 4: 'خیلی زیاد' } as const;
/** How an answer reads in the saved test's view: words for items 1–28, «۵ از ۷» for 29–30. */
export function eortcAnswerText(item: number, answer: unknown): string {
  if (typeof answer !== 'number') return '—';
  if (item >= 29) return `${toPersianDigits(answer)} از ${toPersianDigits(7)}`;
  return eortcAnswerLabels[answer as keyof typeof eortcAnswerLabels] ?? toPersianDigits(answer);
}

export const eortcScaleLabels: Record<EortcScale, string> = {
  QL2: 'وضعیت کلی سلامت',
  PF2: 'عملکرد جسمی',
  RF2: 'عملکرد نقش',
  EF: 'عملکرد عاطفی',
  CF: 'عملکرد شناختی',
  SF: 'عملکرد اجتماعی',
  FA: 'خستگی',
  NV: 'تهوع و استفراغ',
  PA: 'درد',
  DY: 'تنگی نفس',
  SL: 'بی خوابی',
  AP: 'بی اشتهایی',
  CO: 'یبوست',
  DI: 'اسهال',
  FI: 'مشکلات مالی',
};

export const diseaseFieldLabels = {
  fileNumber: 'شماره پرونده',
  introducingCenterName: 'نام مرکز معرف',
  helperName: 'نام مددکار',
  yearOfAfflicted: 'سال ابتلا',
  fileStatus: 'وضعیت پرونده',
  disease: 'نوع بیماری',
  diseaseStage: 'مرحله بیماری',
  job: 'شغل',
  insuranceState: 'بیمه',
  supplementaryInsuranceState: 'بیمه تکمیلی',
  metastasis: 'متاستاز',
  smoke: 'مصرف دخانیات',
  supportiveStatus: 'وضعیت حمایتی',
  ExerciseStatus: 'ورزش',
} as const;

export const exerciseStatusLabels = { none: 'ندارد', low: 'کم', medium: 'متوسط', advanced: 'زیاد' } as const;
export type ExerciseStatus = keyof typeof exerciseStatusLabels;
