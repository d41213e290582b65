// A refused form opened from the sync centre to be corrected: the form starts from what was sent,
// shows the server's word on the fields it named (until the person changes them), and its save
// sends the same record again instead of making a new one.
import type { SaveResult } from './local-write';

export interface FormCorrection<Values> {
  /** What was sent, as the form holds it. */
  sent: Values;
  /** The server's message per field it refused. */
  fieldErrors: Record<string, string>;
  resend: (values: Values) => Promise<SaveResult>;
  /** The toast once the corrected values are queued. */
  success: string;
  submitLabel: string;
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
