// The Persian words of printouts (issue 37 §3): the print action, the header every printed page
// carries, and the patient summary's headings.
import { appText } from './stations';
import { formatJalaliDateTime } from './jalali';

export const printText = {
  action: 'چاپ',
  actionSummary: 'چاپ خلاصه پرونده',
  instituteName: appText.instituteName,
  printedBy: (name: string) => `چاپ توسط: ${name}`,
  printedAt: (when: Date) => `تاریخ چاپ: ${formatJalaliDateTime(when)}`,
  summaryTitle: 'خلاصه پرونده بیمار',
  records: 'سوابق ثبت شده',
  noRecords: 'سابقه ای ثبت نشده است.',
  openFollowUps: 'پیگیری های باز',
  flags: 'وضعیت',
} as const;
