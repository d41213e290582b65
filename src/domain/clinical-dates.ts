// The day a clinical record was done (issue 36 §4), kept apart from when it was typed: a
// Gregorian `YYYY-MM-DD` on the wire (api-v1.md "Dates"), never after today. The clinic's day is
// Tehran's: the server, whatever its clock's zone, turns an instant into the day the clinic lived.
// No date library here: the schemas (server side too) import this file.
import { messages } from './messages';

/** The clinic's time zone: Iran keeps no summer time, so a day is always UTC+03:30. */
export const clinicTimeZone = 'Asia/Tehran';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The Gregorian day an instant falls on in a time zone (the clinic's unless told). */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function dayIn(instant: Date | string | number, timeZone: string = clinicTimeZone): string {
  // Making a formatter costs far more than using one: the server asks this of every record.
  let formatter = formatters.get(timeZone);
  if (!formatter) formatters.set(timeZone, formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }));
  const parts = formatter.formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day on this device's own calendar (a form's "today"). */
export function localDay(instant: Date | string | number = Date.now()): string {
  const date = new Date(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whether a day is after today at the clinic (what the server refuses). Days compare as text. */
export function isAfterClinicToday(day: string, now: number = Date.now()): boolean {
  return day > dayIn(now);
}

/** Whether a form's day is in the future: after this device's today or the clinic's, whichever
 *  comes first (a tablet set to another zone must not send what the server would refuse). */
export function isFutureDay(day: string, now: number = Date.now()): boolean {
  return day > localDay(now) || isAfterClinicToday(day, now);
}

/** The day a saved record was done: its `performedAt`; for one saved before records carried it,
 *  the day it was typed (its `date`, else when this device kept it), on this device's calendar. */
export function performedDayOf(payload: Record<string, unknown>, createdAt: string): string {
  const performed = payload.performedAt;
  if (typeof performed === 'string' && dayPattern.test(performed)) return performed;
  const typed = typeof payload.date === 'string' && !Number.isNaN(Date.parse(payload.date)) ? payload.date : createdAt;
  return localDay(typed);
}

/** Records newest first by the day they were done, then by when they were typed. */
export function byPerformedDayNewestFirst<R extends { payload: Record<string, unknown>; createdAt: string }>(records: readonly R[]): R[] {
  const keyed = records.map((record) => ({ record, day: performedDayOf(record.payload, record.createdAt) }));
  keyed.sort((a, b) => b.day.localeCompare(a.day) || b.record.createdAt.localeCompare(a.record.createdAt));
  return keyed.map((k) => k.record);
}

/** What a form says of its «تاریخ انجام»: nothing when it is a real day, today or before. */
export function performedAtProblem(day: string, now: number = Date.now()): string | undefined {
  if (day.trim() === '') return messages.performedAtMissing;
  const date = new Date(`${day}T00:00:00Z`);
  if (!dayPattern.test(day) || Number.isNaN(date.getTime()) || !date.toISOString().startsWith(day)) return messages.invalidValue;
  return isFutureDay(day, now) ? messages.performedInFuture : undefined;
}
