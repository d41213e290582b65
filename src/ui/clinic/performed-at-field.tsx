// «تاریخ انجام» (issue 36 §4): the day a clinical record was done, picked in the Jalali calendar,
// today unless changed, never after today. The form keeps it beside its own values and hands it
// to its save (ui/form-correction.ts `datedForm`); a correction starts from the day that was sent.
import { useState } from 'react';
import { localDay, performedAtProblem } from '../../domain/clinical-dates';
import { clinicNow } from '../../domain/clinic-clock';
import { clinicalText } from '../../domain/clinical-text';
import { JalaliDateField } from '../jalali-date-field';

export interface PerformedAt {
  /** Gregorian YYYY-MM-DD, or '' while what is typed names no day. */
  value: string;
  set: (day: string) => void;
  /** The field's message once touched or a save was tried. */
  problem: string | undefined;
  touch: () => void;
}

/** `now`: the clinic's time where the tablet heard it (domain/clinic-clock.ts), so a tablet whose
 *  clock is set wrong still starts the field on the clinic's today. */
export function usePerformedAt(sent?: string, now: () => number = () => clinicNow()): PerformedAt {
  const [value, set] = useState(() => sent ?? localDay(now()));
  const [touched, setTouched] = useState(false);
  return { value, set: (day) => { set(day); setTouched(true); }, problem: touched ? performedAtProblem(value, now()) : undefined, touch: () => setTouched(true) };
}

export function PerformedAtField({ performed }: { performed: PerformedAt }) {
  return (
    <JalaliDateField label={clinicalText.performedAt} value={performed.value} required
      onChange={performed.set} onBlur={performed.touch}
      error={performed.problem !== undefined} helperText={performed.problem ?? ' '} />
  );
}
