// Intake step 1 (000 §2.10, §5): the national code twice; they must match, be 10 digits and, for
// an Iranian national, pass the check digit here where it is typed, not
// first at step 2. The lookup is the server's alone (look-up-visitor.ts). Plain markup
// (ui/plain): the kiosk's start loads no MUI.
import { useState } from 'react';
import { intakeText } from '../../domain/intake-text';
import { messages } from '../../domain/messages';
import { hasValidCheckDigit } from '../../domain/national-code';
import { kioskText } from '../../domain/reception-text';
import { persianDigitsInput } from '../../ui/digits-input';
import { PlainButton } from '../../ui/plain/button';
import { PlainCheckbox } from '../../ui/plain/checkbox';
import { PlainTextField } from '../../ui/plain/text-field';
import { readIntakeCode } from '../../state/registration-draft';
import { lookUpVisitor } from './look-up-visitor';

interface Problems {
  first?: string;
  second?: string;
}

function problemsOf(first: string, second: string, foreign: boolean): Problems {
  // The second entry only has to equal the first, whose check digit is checked.
  return {
    first: first.length === 10 && (foreign || hasValidCheckDigit(first)) ? undefined : messages.nationalCodeInvalid,
    second: second.length !== 10 ? messages.nationalCodeInvalid : second !== first ? messages.nationalCodesDiffer : undefined,
  };
}

export function NationalCodeStep({ onNew, onFound }: { onNew: (code: string) => void; onFound: () => void }) {
  // Back from step 2: the code the visitor typed, to correct it.
  const [first, setFirst] = useState(() => readIntakeCode() ?? '');
  const [second, setSecond] = useState(first);
  const [foreign, setForeign] = useState(false);
  const [error, setError] = useState<Problems>({});
  const [busy, setBusy] = useState(false);

  async function check() {
    const problems = problemsOf(first, second, foreign);
    setError(problems);
    if (problems.first || problems.second) return;
    setBusy(true);
    try {
      if ((await lookUpVisitor(first)) === 'known') onFound();
      else onNew(first);
    } finally {
      setBusy(false);
    }
  }

  // Persian digits on screen as the person types; the state keeps ASCII.
  const codeField = (label: string, value: string, set: (v: string) => void, problem?: string) => (
    <PlainTextField label={label} required autoComplete="off" inputMode="numeric" dir="ltr" error={problem}
      {...persianDigitsInput(value, (digits) => { set(digits); setError({}); }, 10)} />
  );

  return (
    <form className="pl-paper-outlined pl-intake__form" noValidate autoComplete="off" onSubmit={(e) => { e.preventDefault(); void check(); }}>
      <div className="pl-stack">
        {codeField(kioskText.nationalCode, first, setFirst, error.first)}
        {codeField(kioskText.nationalCodeAgain, second, setSecond, error.second)}
        <PlainCheckbox label={intakeText.foreignNational} checked={foreign} onChange={(e) => { setForeign(e.target.checked); setError({}); }} />
        <PlainButton type="submit" variant="contained" loading={busy}>{kioskText.check}</PlainButton>
      </div>
    </form>
  );
}
