// The dashboard's months (issue 37 §1): Jalali months as Gregorian day ranges, so the server can
// bucket any day (a record's performed_at, a client's day of creation at the clinic) by comparing
// plain `YYYY-MM-DD` text. Computed on local-time calendar days only, so no zone shifts a day.
import { addMonths, format, getMonth, getYear, startOfMonth } from 'date-fns-jalali';
import { toPersianDigits } from './digits';

export interface ReportMonth {
  /** `1405-01`: the Jalali year and month, what the answer names a month by. */
  key: string;
  /** The Gregorian first day of the month, and the first day of the next (exclusive end). */
  start: string;
  end: string;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

function dateOf(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** Is this a real Gregorian `YYYY-MM-DD`? */
export function isDay(day: string): boolean {
  return dayPattern.test(day) && dayOf(dateOf(day)) === day;
}

/** The key (`1405-09`) of the Jalali month a Gregorian day falls in. */
export function jalaliMonthKey(day: string): string {
  const date = dateOf(day);
  return `${getYear(date)}-${pad(getMonth(date) + 1)}`;
}

/** Every Jalali month from the one holding `from` to the one holding `to`, oldest first. */
export function monthsBetween(from: string, to: string): ReportMonth[] {
  const months: ReportMonth[] = [];
  const last = startOfMonth(dateOf(to)).getTime();
  for (let at = startOfMonth(dateOf(from)); at.getTime() <= last; at = addMonths(at, 1)) {
    months.push({ key: jalaliMonthKey(dayOf(at)), start: dayOf(at), end: dayOf(addMonths(at, 1)) });
  }
  return months;
}

/** The default view: the Jalali month holding `today` and the 11 before it. */
export function lastTwelveMonths(today: string): { from: string; to: string } {
  const first = addMonths(startOfMonth(dateOf(today)), -11);
  return { from: dayOf(first), to: today };
}

/** The index of the month a day falls in, or -1 outside them (months sorted, as monthsBetween gives). */
export function monthIndexOf(months: readonly ReportMonth[], day: string): number {
  let low = 0;
  let high = months.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const month = months[mid]!;
    if (day < month.start) high = mid - 1;
    else if (day >= month.end) low = mid + 1;
    else return mid;
  }
  return -1;
}

/** A month's name as a person reads it: «آذر ۱۴۰۵». */
export function monthLabel(key: string): string {
  const [y, m] = key.split('-').map(Number) as [number, number];
  return toPersianDigits(format(jalaliDate(y, m), 'MMMM yyyy'));
}

/** A Jalali year and month (1–12) as a local Date on the month's 15th (inside it whatever its start). */
function jalaliDate(year: number, month: number): Date {
  // Farvardin 1st of Jalali year Y falls on March 20 or 21 of Gregorian year Y + 621: March 25 is inside Farvardin.
  let at = startOfMonth(new Date(year + 621, 2, 25));
  at = addMonths(at, month - 1);
  return new Date(at.getFullYear(), at.getMonth(), at.getDate() + 14);
}
