// A refused form opened from the sync centre to be corrected: the form starts from what was sent,
// shows the server's word on the fields it named (until the person changes them), and its save
// sends the same record again instead of making a new one.
import { performedAtProblem } from '../domain/clinical-dates';
import { clinicNow } from '../domain/clinic-clock';
import type { SaveResult } from './local-write';

export interface FormCorrection<Values> {
  /** What was sent, as the form holds it. */
  sent: Values;
  /** The server's message per field it refused. */
  fieldErrors: Record<string, string>;
  /** `performedAt`: the form's «تاریخ انجام» (the forms of clinical records have one). */
  resend: (values: Values, performedAt: string) => Promise<SaveResult>;
  /** The toast once the corrected values are queued. */
  success: string;
  submitLabel: string;
  /** The «تاریخ انجام» that was sent (issue 36 §4); the form starts from it. */
  performedAt?: string;
}

/** The server's word on a field while it still holds the value that was sent. */
export function standingError<Values extends object>(correction: FormCorrection<Values> | undefined, values: Values, field: keyof Values & string): string | undefined {
  if (!correction) return undefined;
  const unchanged = JSON.stringify(values[field]) === JSON.stringify(correction.sent[field]);
  return unchanged ? correction.fieldErrors[field] : undefined;
}

/** A form's values checked into the body the server takes, or the form's message (001 §8): what
 * a new save and a corrected resend both build. */
export type CheckedForm = { ok: true; payload: Record<string, unknown> } | { ok: false; message: string };

/** A checked form with the day it was done added (issue 36 §4), or the date field's message. */
export function datedForm(checked: CheckedForm, performedAt: string, now: number = clinicNow()): CheckedForm {
  if (!checked.ok) return checked;
  const problem = performedAtProblem(performedAt, now);
  return problem ? { ok: false, message: problem } : { ok: true, payload: { ...checked.payload, performedAt } };
}
