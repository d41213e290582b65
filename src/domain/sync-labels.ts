// The words of the status chip and the sync centre: what each outbox entry
// is, in the clinic's Persian, and the figures shown with it (Jalali dates, Persian digits).
import { toPersianDigits } from './digits';
import { formatJalali } from './jalali';

export const syncText = {
  online: 'آنلاین',
  offline: 'آفلاین',
  waitingCount: (n: number | string) => `${toPersianDigits(n)} مورد در انتظار`,
  chipLabel: (online: boolean, n: number, refused = 0, merged = 0, others = 0) =>
    `وضعیت همگام‌سازی: ${online ? 'آنلاین' : 'آفلاین'}، ${toPersianDigits(n)} مورد در انتظار ارسال` +
    `${refused > 0 ? `، ${toPersianDigits(refused)} مورد رد شده توسط سرور` : ''}` +
    `${merged > 0 ? `، ${toPersianDigits(merged)} پرونده یکی‌شده` : ''}` +
    `${others > 0 ? `، ${toPersianDigits(others)} مورد کار دیگران در انتظار ورود خودشان` : ''}`,
  /** The chip's neutral pill: other people's work, which only their own sign-in sends. */
  othersCount: (n: number) => `${toPersianDigits(n)} مورد دیگران`,
  /** Before a sign-out that leaves this person's work on the tablet. */
  signOutUnsent: (n: number) =>
    `${toPersianDigits(n)} مورد از کار شما هنوز به سرور نرسیده است. این موارد روی همین تبلت می‌مانند و با ورود بعدی شما روی همین تبلت ارسال می‌شوند. آیا از حساب خارج می‌شوید؟`,
  /** An entry whose client's registration is another person's, not sent yet: the chain waits for it. */
  waitsForRegistration: (author: string) =>
    `در انتظار ارسال ثبت‌نام این مراجعه کننده توسط ${author}؛ با ورود ${author} روی این دستگاه ارسال می‌شود`,
  /** The same for an earlier entry of another person on the same client (an edit, a test). */
  waitsForEarlier: (author: string) =>
    `در انتظار ارسال کار پیشین ${author} روی همین مراجعه کننده؛ با ورود ${author} روی این دستگاه ارسال می‌شود`,
  chipNeedsSignIn: 'نیاز به ورود',
  /** Between the chip's two parts; a middle dot would read as the Arabic-Indic zero ٠. */
  chipSeparator: '، ',
  syncNow: 'همگام‌سازی اکنون',
  syncing: 'در حال همگام‌سازی…',
  allOnServer: 'همه اطلاعات این دستگاه روی سرور ثبت شده است.',
  allOnServerHint: 'می‌توانید دستگاه را تحویل دهید یا برنامه را به‌روز کنید؛ چیزی در انتظار ارسال نیست.',
  somethingWaits: (n: number) => `${toPersianDigits(n)} مورد هنوز به سرور نرسیده است.`,
  lastSync: 'آخرین همگام‌سازی موفق',
  nextAttempt: 'تلاش بعدی برای ارسال',
  neverSynced: 'هنوز همگام‌سازی موفقی از این دستگاه انجام نشده است',
  offlineNote: 'این دستگاه آفلاین است؛ اطلاعات ثبت‌شده پس از اتصال به اینترنت ارسال می‌شود.',
  needsSignIn:
    'برای ارسال اطلاعات به سرور، یک بار با اتصال به اینترنت وارد حساب کاربری شوید. هیچ اطلاعاتی از این دستگاه حذف نمی‌شود.',
  needsSignInTitle: 'ورود دوباره با اینترنت',
  signedInOffline: 'شما بدون اینترنت وارد شده‌اید.',
  sectionWaiting: 'در انتظار ارسال',
  sectionFailed: 'رد شده توسط سرور',
  sectionConflict: 'تعارض با اطلاعات سرور',
  /** Waiting entries past the oldest ones listed (a long queue). */
  moreWaiting: (n: number) => `${toPersianDigits(n)} مورد دیگر هم در صف ارسال است که این‌جا فهرست نشده است.`,
  client: 'مراجعه کننده',
  unknownClient: 'مراجعه کننده‌ای که در این دستگاه نیست',
  since: 'از',
  why: 'علت',
  retry: 'تلاش دوباره',
  discard: 'حذف از صف',
  discardConfirm: 'این مورد از این دستگاه حذف می‌شود و هرگز به سرور نمی‌رسد. آیا از حذف اطمینان دارید؟',
  /** Another person's work: the confirmation names whose it is. */
  discardOthersConfirm: (author: string) =>
    `این مورد کار ${author} است و فقط با ورود خود او به سرور می‌رسد. اگر حذف شود، هرگز به سرور نمی‌رسد. آیا از حذف کار ${author} اطمینان دارید؟`,
  /** Entries of a person who is not signed in: only their own sign-in sends them. */
  sectionWaitingFor: (author: string) => `در انتظار ورود ${author}`,
  waitingForExplain: 'این موارد فقط با حساب کاربری خود ثبت‌کننده به سرور ارسال می‌شود؛ با ورود او روی این دستگاه، خودکار ارسال می‌شوند.',
  author: 'ثبت‌کننده',
  unknownAuthor: 'کاربر دیگری',
  kioskAuthor: 'دستگاه پذیرش عمومی',
  firstPull: (n: number) => `دریافت نخستین اطلاعات این ایستگاه: ${toPersianDigits(n)} مورد`,
  keepMine: 'نگه داشتن نسخه من',
  keepServer: 'پذیرفتن نسخه سرور',
  conflictWhy: 'این اطلاعات پس از ویرایش شما در سرور هم تغییر کرده است. کدام نسخه بماند؟',
  uploading: (fraction: number) => `در حال ارسال: ${toPersianDigits(Math.round(fraction * 100))}٪`,
  storageTitle: 'فضای ذخیره‌سازی این دستگاه',
  storageUsage: (used: string, quota: string) => `${used} از ${quota} استفاده شده است`,
  storagePersisted: 'اطلاعات این دستگاه ماندگار است و مرورگر آن را پاک نمی‌کند.',
  storageNotPersisted: 'مرورگر ممکن است در کمبود فضا اطلاعات این دستگاه را پاک کند.',
  storageUnknown: 'مرورگر میزان فضای ذخیره‌سازی را گزارش نمی‌کند.',
  offlineSignInUnavailable:
    'اتصال به اینترنت برقرار نیست. ورود بدون اینترنت فقط برای کاربری ممکن است که در ۱۴ روز گذشته روی همین دستگاه با اینترنت وارد شده باشد.',
  sectionMerged: 'پرونده‌های یکی‌شده',
  mergedExplain:
    'این مراجعه کنندگان پیش از این با همین کدملی روی سرور ثبت شده بودند؛ اطلاعات این دستگاه به همان پرونده پیوست شد. لطفا اطلاعات پرونده را بررسی کنید.',
  refusedMark: 'رد شده توسط سرور',
  refusedToast: (kind: string, client: string, message: string) =>
    `${kind}${client ? ` (${client})` : ''} توسط سرور پذیرفته نشد: ${message || failedDefault}`,
  refusedMany: (n: number) => `${toPersianDigits(n)} مورد توسط سرور پذیرفته نشد؛ علت هر کدام در مرکز همگام‌سازی آمده است.`,
  refusedCount: (n: number) => `${toPersianDigits(n)} مورد رد شده`,
  mergedCount: (n: number) => `${toPersianDigits(n)} پرونده یکی‌شده`,
  mergedToast: (name: string, nationalCode: string) =>
    `${name || 'مراجعه کننده'} با کدملی ${toPersianDigits(nationalCode)} پیش از این روی سرور ثبت شده بود؛ اطلاعات این دستگاه به همان پرونده پیوست شد.`,
  correct: 'اصلاح و ارسال دوباره',
  correctTitle: (kind: string) => `اصلاح و ارسال دوباره: ${kind}`,
  serverSaid: 'پاسخ سرور',
  resent: 'اطلاعات اصلاح‌شده در صف ارسال قرار گرفت.',
  mergedItem: (name: string, nationalCode: string, at: string) =>
    `${name}، کدملی ${toPersianDigits(nationalCode)}، ${formatJalaliDateTime(at)}`,
} as const;

/** Why an entry still waits, by the reason code its last attempt left (sync/classify.ts). */
export const waitingReasons: Record<string, string> = {
  network: 'در انتظار اتصال به اینترنت',
  timeout: 'سرور دیر پاسخ داد؛ دوباره تلاش می‌شود',
  server: 'سرور موقتا پاسخ نداد؛ دوباره تلاش می‌شود',
  'rate-limited': 'سرور درخواست‌ها را موقتا محدود کرده است؛ دوباره تلاش می‌شود',
  unauthorized: 'در انتظار ورود دوباره با اینترنت',
  unreadable: 'این مورد روی این دستگاه خوانده نشد؛ دوباره تلاش می‌شود',
};
export const waitingDefault = 'در صف ارسال';
export const failedDefault = 'سرور این مورد را نپذیرفت';

const recordNouns: Record<string, string> = {
  clients: 'اطلاعات مراجعه کننده',
  documents: 'تصویر مدرک',
  consultations: 'مشاوره',
  screeningTests: 'فرم سلامت پستان',
  helperTests: 'آزمون مددکاری',
  diseaseData: 'اطلاعات بیماری',
  examinations: 'مدرک معاینه',
  smsMessages: 'پیامک',
};

/** "What kind of record": the operation and the table of an outbox entry in words. */
export function entryKindLabel(operation: string, table: string): string {
  const noun = recordNouns[table] ?? 'اطلاعات';
  switch (operation) {
    case 'client.create': return 'ثبت مراجعه کننده جدید';
    case 'client.update': return 'ویرایش اطلاعات مراجعه کننده';
    case 'client.delete': return 'حذف مراجعه کننده';
    case 'client.submit': return 'تکمیل ثبت نام مراجعه کننده';
    case 'document.upload': return 'بارگذاری تصویر مدرک';
    case 'document.delete': return 'حذف مدرک';
    case 'record.delete': return `حذف ${noun}`;
    default: return table === 'smsMessages' ? 'ارسال پیامک' : `ثبت ${noun}`;
  }
}

/** An instant as a Jalali date and time in Persian digits: ۱۴۰۵/۰۹/۰۱ ساعت ۱۴:۰۵. */
export function formatJalaliDateTime(value: string | number | Date | undefined): string {
  if (value === undefined) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatJalali(date)} ساعت ${toPersianDigits(`${pad(date.getHours())}:${pad(date.getMinutes())}`)}`;
}

/** Bytes in the units a person reads, Persian digits. */
export function formatBytes(bytes: number): string {
  const units = ['بایت', 'کیلوبایت', 'مگابایت', 'گیگابایت'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 ? String(Math.round(value)) : value.toFixed(value < 10 ? 1 : 0);
  return `${toPersianDigits(shown).replace('.', '٫')} ${units[unit]}`; // ٫ is the Persian decimal mark
}
