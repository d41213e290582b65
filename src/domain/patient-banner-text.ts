// The words of the patient banner (at the top of every screen about one patient) and of
// reception's day (today's arrivals, the person's recent patients). Persian text lives in domain/.
import { toPersianDigits } from './digits';

export const patientBannerText = {
  /** The banner's name for a screen reader: the region holding who this screen is about. */
  region: 'بیمار این صفحه',
  nationalCode: 'کد ملی',
  /** «۴۵ ساله، متولد ۱۳۶۰/۰۱/۰۱», either half alone when the other is unknown. */
  ageAndBirth: (years: number | undefined, jalali: string) =>
    [years !== undefined ? `${toPersianDigits(years)} ساله` : '', jalali ? `متولد ${jalali}` : ''].filter(Boolean).join('، '),
  covered: 'تحت پوشش',
  screening: 'غربالگری',
  personnel: 'پرسنل',
  unsent: 'ثبت‌نام هنوز ارسال نشده',
};

export const receptionDayText = {
  todaysArrivals: 'مراجعین امروز',
  noArrivals: 'امروز هنوز مراجعه‌کننده‌ای ثبت نشده است.',
  recentPatients: 'بیماران اخیر',
  noRecent: 'هنوز بیماری را باز نکرده‌اید.',
  isNew: 'جدید',
  setRole: 'تعیین نقش',
  open: 'مشاهده',
  arrivedAt: (time: string) => `ساعت ${time}`,
  seenAt: (time: string) => `دیده‌شده ${time}`,
};

/** An instant's local time of day, `HH:mm` in Persian digits. */
export function clockOf(at: number | string): string {
  const date = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return toPersianDigits(`${pad(date.getHours())}:${pad(date.getMinutes())}`);
}
