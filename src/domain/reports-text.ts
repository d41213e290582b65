// The Persian words of the monthly dashboard (issue 37 §1) and of EORTC over time (§2).
import { consultTypeLabels, examinationTypeLabels } from './codes';
import { formatNumber } from './digits';
import type { ReportGroup } from './report-metrics';

export const reportsText = {
  menu: 'گزارش‌ها',
  from: 'از تاریخ',
  to: 'تا تاریخ',
  show: 'نمایش',
  lastTwelve: '۱۲ ماه اخیر',
  month: 'ماه',
  total: 'جمع',
  loading: 'در حال دریافت گزارش…',
  failed: 'دریافت گزارش ممکن نشد.',
  badRange: 'تاریخ‌ها را به صورت ۱۴۰۵/۰۱/۰۱ وارد کنید؛ تاریخ شروع پیش از تاریخ پایان باشد.',
  chartOf: (title: string) => `نمودار ${title}`,
  tableOf: (title: string) => `جدول ${title}`,
  /** A bar's tooltip: the series, the month, the count. */
  barTitle: (label: string, month: string, count: string) => `${label}، ${month}: ${count}`,
  /** Offline, or the server could not answer: the last answer kept, and when it was made. */
  savedAnswer: (when: string) => `بدون اتصال به سرور: آخرین گزارش دریافت‌شده، ${when}`,
  madeAt: (when: string) => `تهیه‌شده در ${when}`,
  noSaved: 'بدون اتصال به سرور گزارشی در دسترس نیست.',
} as const;

export const reportGroupTitles: Record<ReportGroup['id'], string> = {
  clients: 'مراجعه کنندگان جدید',
  screening: 'فرم‌های سلامت پستان',
  helper: 'مددکاری',
  consultations: 'مشاوره‌ها بر اساس نوع',
  examinations: 'معاینات بر اساس نوع',
  followUps: 'پیگیری‌ها',
  sms: 'پیامک‌ها',
};

const fixedLabels: Record<string, string> = {
  clientsAll: 'همه',
  clientsCovered: 'تحت پوشش',
  clientsScreening: 'غربالگری',
  clientsPersonnel: 'پرسنل',
  clientsNew: 'جدید',
  kioskIntakes: 'ثبت در کیوسک',
  screeningForms: 'فرم‌ها',
  screeningWarnings: 'با علامت هشدار',
  homeVisits: 'عیادت از درمانجو',
  eortcTests: 'تست EORTC',
  riskTests: 'تست عوامل خطر',
  followUpsOpened: 'باز شده',
  followUpsClosed: 'بسته شده',
  smsSent: 'ارسال شده',
  smsFailed: 'ناموفق',
};

/** A metric's name in a legend and a table's heading. */
export function reportMetricLabel(metric: string): string {
  const consult = /^consult(\d+)$/.exec(metric);
  if (consult) return consultTypeLabels[Number(consult[1]) as keyof typeof consultTypeLabels] ?? metric;
  const exam = /^exam(\d+)$/.exec(metric);
  if (exam) return examinationTypeLabels[Number(exam[1]) as keyof typeof examinationTypeLabels] ?? metric;
  return fixedLabels[metric] ?? metric;
}

/** EORTC over time (§2). */
export const eortcTrendText = {
  title: 'روند نمرات EORTC',
  date: 'تاریخ',
  changeHeader: 'تغییر',
  higherBetter: 'بالاتر بهتر است',
  lowerBetter: 'پایین‌تر بهتر است',
  changed: 'تغییر ۱۰ امتیاز یا بیشتر نسبت به آزمون قبل',
  chartOf: (scale: string) => `نمودار روند ${scale}`,
  tableOf: (scale: string) => `جدول روند ${scale}`,
  change: (delta: number) => `${delta > 0 ? '+' : '−'}${formatNumber(Math.abs(delta), 1)}`,
  needsTwo: 'برای دیدن روند دست کم دو آزمون EORTC لازم است.',
} as const;
