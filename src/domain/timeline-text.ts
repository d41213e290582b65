// The words of a patient's timeline (issue 36 §3): each kind, its subtype, its station, its sync
// state, and what an offline tablet cannot show.
import { consultTypeLabels, documentTypeLabels, examinationTypeLabels, helperVisitTypeLabels, personalFileTypeLabels } from './codes';
import type { Station } from './permissions';
import type { SyncMark, TimelineEntry, TimelineKind } from './timeline';

export const timelineKindLabels: Record<TimelineKind, string> = {
  registration: 'ثبت نام مراجعه کننده',
  document: 'مدرک',
  consultation: 'مشاوره',
  screeningTest: 'فرم سلامت پستان',
  helperTest: 'آزمون مددکاری',
  diseaseData: 'اطلاعات بیماری',
  examination: 'معاینه',
  sms: 'پیامک',
};

const stationLabels: Record<Station, string> = {
  clients: 'ایستگاه پذیرش',
  screening: 'ایستگاه غربالگری',
  helper: 'ایستگاه مددکاری',
  consultation: 'ایستگاه مشاوره',
  covered: 'ایستگاه مرکز تحقیقات',
  admins: 'مدیریت ادمین ها',
  sync: 'همگام‌سازی',
  followUp: 'پیگیری',
  reports: 'گزارش‌ها',
  exports: 'خروجی',
};

const pick = (labels: Record<number, string>, code: number | null | undefined) => (code == null ? undefined : labels[code]);

/** The entry's kind in words, with its subtype where it has one: «معاینه: ماموگرافی». */
export function timelineEntryLabel(entry: TimelineEntry): string {
  const base = timelineKindLabels[entry.kind];
  const detail = (() => {
    switch (entry.kind) {
      case 'document': return pick(entry.personal ? personalFileTypeLabels : documentTypeLabels, entry.subtype);
      case 'consultation': return pick(consultTypeLabels, entry.subtype);
      case 'helperTest': return pick(helperVisitTypeLabels, entry.subtype);
      case 'examination': return pick(examinationTypeLabels, entry.subtype);
      default: return undefined;
    }
  })();
  return detail ? `${base}: ${detail}` : base;
}

export const syncMarkLabels: Record<SyncMark, string> = {
  sent: 'ارسال شده',
  waiting: 'در انتظار ارسال',
  refused: 'رد شده توسط سرور',
};

export const timelineText = {
  title: 'پرونده کامل مراجعه کننده',
  empty: 'موردی برای نمایش نیست.',
  loading: 'در حال دریافت پرونده از سرور…',
  station: (station: Station) => stationLabels[station],
  recordedBy: 'ثبت‌کننده:',
  unknownAuthor: 'ثبت‌کننده نامشخص',
  performed: 'تاریخ انجام',
  recorded: 'تاریخ ثبت',
  open: 'مشاهده',
  /** Offline, or the server did not answer: the tablet's own rows only. */
  offlineNote: 'این دستگاه به سرور دسترسی ندارد؛ فقط آنچه روی همین تبلت هست نمایش داده می‌شود. مواردی که روی تبلت‌های دیگر یا در سرور ثبت شده‌اند، پس از اتصال دیده می‌شوند.',
  /** The registration itself has not reached the server: the server cannot be asked yet. */
  unsentNote: 'ثبت نام این مراجعه کننده هنوز به سرور نرسیده است؛ فقط آنچه روی همین تبلت هست نمایش داده می‌شود.',
} as const;
