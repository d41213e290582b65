// Dates shown to a person: the Jalali calendar as YYYY/MM/DD in Persian digits (000 §1, 001 §9).
// Dates travel as Gregorian `YYYY-MM-DD` (api-v1.md), so both directions live here.
import { format, isValid, parse } from 'date-fns-jalali';
import { toAsciiDigits, toPersianDigits } from './digits';

/** A Date, an ISO instant or a Gregorian `YYYY-MM-DD` as a Jalali `۱۴۰۵/۰۹/۰۱`; '' when not a date. */
export function formatJalali(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  return date ? toPersianDigits(format(date, 'yyyy/MM/dd')) : '';
}

/** An instant as a Jalali date and time in Persian digits: ۱۴۰۵/۰۹/۰۱ ساعت ۱۴:۰۵; '' when not a date. */
export function formatJalaliDateTime(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  return date ? toPersianDigits(format(date, "yyyy/MM/dd 'ساعت' HH:mm")) : '';
}

/** A Jalali `YYYY/MM/DD` (Persian or ASCII digits) as the Gregorian `YYYY-MM-DD` the server takes. */
export function jalaliToGregorian(jalali: string): string | undefined {
  const text = toAsciiDigits(jalali.trim());
  // date-fns reads '99/01/01' as the year 99: the form is YYYY/MM/DD, nothing shorter.
  if (!/^\d{4}\/\d{2}\/\d{2}$/.test(text)) return undefined;
  const date = parse(text, 'yyyy/MM/dd', new Date(2000, 0, 1));
  if (!isValid(date)) return undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function toDate(value: Date | string | number | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    // A bare Gregorian date is a calendar day, not an instant: read it in local time so the
    // day never shifts across a timezone boundary.
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return new Date(y, m - 1, d);
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
