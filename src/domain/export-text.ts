// The Persian words of exports (issue 37 §4): column names of the CSV files the server builds,
// the file names, and the «خروجی» action on the lists.
import type { ExportKind } from './export-kinds';

export const exportText = {
  action: 'خروجی',
  actionOf: (what: string) => `خروجی ${what}`,
  needsNetwork: 'برای گرفتن خروجی به اینترنت نیاز است.',
  failed: 'گرفتن خروجی انجام نشد. دوباره تلاش کنید.',
  dialogTitle: 'خروجی اکسل (CSV)',
  kind: 'نوع خروجی',
  from: 'از تاریخ',
  to: 'تا تاریخ',
  examinationType: 'نوع آزمایش',
  allTypes: 'همه انواع',
  download: 'دریافت فایل',
  cancel: 'انصراف',
  needsRange: 'بازه تاریخ را وارد کنید.',
} as const;

/** What each kind is called, on the action and in the file's name. */
export const exportKindLabels: Record<ExportKind, string> = {
  clients: 'مراجعه کنندگان',
  screeningClients: 'مراجعه کنندگان غربالگری',
  coveredPatients: 'بیماران تحت پوشش',
  followUps: 'فهرست پیگیری',
  screeningTests: 'فرم های غربالگری',
  helperTests: 'آزمون های مددکاری',
  consultations: 'مشاوره ها',
  examinations: 'آزمایش ها و تصویربرداری ها',
};

/** Column names shared by the files. */
export const exportColumns = {
  clientId: 'شناسه مراجعه کننده',
  recordId: 'شناسه',
  firstName: 'نام',
  lastName: 'نام خانوادگی',
  fatherName: 'نام پدر',
  nationalCode: 'کد ملی',
  nationality: 'ملیت',
  birthDayJalali: 'تاریخ تولد (شمسی)',
  birthDayGregorian: 'تاریخ تولد (میلادی)',
  gender: 'جنسیت',
  education: 'تحصیلات',
  maritalStatus: 'وضعیت تاهل',
  numberOfChildren: 'تعداد فرزندان',
  housing: 'وضعیت مسکن',
  phoneNumber: 'شماره تماس',
  address: 'آدرس',
  covered: 'بیمار تحت پوشش',
  screening: 'غربالگری',
  personnel: 'پرسنل',
  isNew: 'مراجعه کننده جدید',
  registeredJalali: 'تاریخ ثبت (شمسی)',
  registeredGregorian: 'تاریخ ثبت (میلادی)',
  performedJalali: 'تاریخ انجام (شمسی)',
  performedGregorian: 'تاریخ انجام (میلادی)',
  openedJalali: 'تاریخ شروع پیگیری (شمسی)',
  openedGregorian: 'تاریخ شروع پیگیری (میلادی)',
  reason: 'علت پیگیری',
  source: 'ثبت شده توسط',
  testName: 'نام آزمون',
  visitHomeSuggestions: 'پیشنهادها',
  eortcAnswer: (n: number) => `پرسش ${n}`,
  eortcScore: (scale: string) => `نمره ${scale}`,
  consultType: 'نوع مشاوره',
  consultantName: 'نام مشاور',
  counselingText: 'متن مشاوره',
  examinationType: 'نوع آزمایش',
} as const;

export const exportValues = { yes: 'بله', no: 'خیر', byRule: 'قاعده خودکار', byHand: 'کارکنان' } as const;
