// The Persian words of the audit trail (issue 37 §5): SuperAdmin's screen «ردپای دسترسی» and the
// patient detail's latest openers.
import type { AuditAction } from './audit';

export const auditText = {
  menu: 'ردپای دسترسی',
  title: 'ردپای دسترسی',
  table: 'ردپای دسترسی به پرونده‌ها',
  nationalCode: 'کد ملی بیمار',
  person: 'کاربر',
  anyone: 'همه',
  from: 'از تاریخ',
  to: 'تا تاریخ',
  search: 'جستجو',
  when: 'زمان',
  who: 'کاربر',
  role: 'نقش',
  device: 'دستگاه',
  what: 'کار',
  which: 'پرونده',
  patient: (id: string) => `بیمار ${id}`,
  record: (kind: string, id: string) => `${kind} ${id}`,
  seenOffline: 'دیده شده بدون اینترنت در',
  deletedUser: 'کاربر حذف‌شده',
  needsNetwork: 'ردپای دسترسی فقط با اتصال به سرور دیده می‌شود.',
  openersTitle: 'آخرین بازدیدکنندگان این پرونده',
  noOpeners: 'هنوز کسی این پرونده را باز نکرده است.',
  verify: 'بررسی زنجیره',
  verifiedOk: (n: string) => `زنجیره سالم است (${n} رویداد بررسی شد).`,
  verifiedBroken: (id: string) => `زنجیره از رویداد ${id} به بعد دست‌کاری شده است.`,
} as const;

export const auditActionLabels: Record<AuditAction, string> = {
  signIn: 'ورود',
  signOut: 'خروج',
  view: 'مشاهده',
  print: 'چاپ',
  export: 'خروجی',
  create: 'ثبت',
  edit: 'ویرایش',
  delete: 'حذف',
};

export const auditEntityLabels: Record<string, string> = {
  client: 'مشخصات',
  photo: 'تصویر',
  document: 'مدرک',
  personalDocument: 'مدرک شخصی',
  consultation: 'مشاوره',
  screeningTest: 'فرم غربالگری',
  helperTest: 'تست مددکاری',
  diseaseData: 'اطلاعات بیماری',
  examination: 'آزمایش',
  account: 'حساب کاربری',
  password: 'رمز عبور کاربر',
  tabletAccess: 'دسترسی تبلت گم‌شده',
  kiosk: 'دستگاه کیوسک',
};
