// GET Reports/monthly?from=&to= (issue 37 §1): the query it takes and what it answers, for the
// server's check, openapi.json and the tablet's reading of the answer.
import * as v from 'valibot';
import { messages } from '../messages';
import { isDay } from '../report-months';

const day = v.pipe(v.string(messages.invalidValue), v.check(isDay, messages.invalidValue));

export const monthlyReportQuery = v.object({
  /** Gregorian `YYYY-MM-DD`; without both, the last 12 Jalali months up to today at the clinic. */
  from: v.optional(day),
  to: v.optional(day),
});

export const monthlyReportResult = v.object({
  from: v.string(),
  to: v.string(),
  /** The Jalali months, oldest first, as `1405-09`. */
  months: v.array(v.string()),
  /** Per metric (domain/report-metrics.ts), one count per month, in the order of `months`. */
  series: v.record(v.string(), v.array(v.pipe(v.number(), v.integer()))),
  /** When the server counted (ISO): what the screen shows beside an answer kept offline. */
  madeAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type MonthlyReport = v.InferOutput<typeof monthlyReportResult>;
