// Pieces the schemas share: trimmed texts, coded numbers, dates, the offline localId.
import * as v from 'valibot';
import { messages } from '../messages';
import { isAfterClinicToday } from '../clinical-dates';
import { toAsciiDigits } from '../digits';

export const text = (message: string = messages.required, max = 2000) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, messages.invalidValue));

/** A number from a fixed set of codes (coded values outside their sets are refused). */
export const code = (codes: readonly number[], message: string = messages.required) =>
  v.pipe(v.number(message), v.integer(message), v.check((value) => codes.includes(value), message));

export const yesNo = (message: string = messages.required) => v.boolean(message);

/** Digits typed on a Persian keyboard are stored as ASCII. */
export const digitString = (pattern: RegExp, message: string) =>
  v.pipe(v.string(message), v.trim(), v.transform(toAsciiDigits), v.regex(pattern, message));

/** Gregorian YYYY-MM-DD that names a real day. */
export const isoDate = (message: string = messages.required) =>
  v.pipe(
    v.string(message),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, message),
    v.check((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, message),
  );

/** The uuid a tablet gave a record offline (design.md "Local ids"). */
export const localId = v.optional(v.pipe(v.string(messages.invalidValue), v.uuid(messages.invalidValue)));

/** When a record was made on the tablet (it may reach the server days later); the server's clock otherwise. */
export const madeAt = v.optional(v.pipe(v.string(messages.invalidValue), v.isoTimestamp(messages.invalidValue)));

/** The day a clinical record was done (issue 36 §4): Gregorian YYYY-MM-DD, not after today at the
 * clinic. Optional on the wire: an older tablet sends none, and the server takes the day it was typed. */
export const performedAt = v.optional(v.pipe(isoDate(messages.invalidValue), v.check((day) => !isAfterClinicToday(day), messages.performedInFuture)));
