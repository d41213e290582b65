// MUI's outlined TextField as plain markup: the floating label, the notched outline, the helper
// text under it. The input is named by its label and described by the helper text, and a required
// field's label ends in MUI's ' *', so tests and screen readers find it as they found TextField.
import { useId, useState, type ChangeEvent, type HTMLAttributes, type ReactNode } from 'react';

interface PlainTextFieldProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: string;
  /** 'off' unless told: patient fields stay out of the browser's autofill. */
  autoComplete?: string;
  required?: boolean;
  /** The message under the field; while there is one the field shows as in error. */
  error?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  dir?: 'ltr' | 'rtl';
  endAdornment?: ReactNode;
  /** A fixed id (the sign-in form's, which its static shell draws too); else one of React's. */
  id?: string;
  /** ' ' lets CSS see a filled field (:placeholder-shown) where no script sets the classes yet. */
  placeholder?: string;
  autoFocus?: boolean;
}

export function PlainTextField({ label, value, onChange, type = 'text', autoComplete = 'off', required, error, inputMode, dir, endAdornment, id: fixedId, placeholder, autoFocus }: PlainTextFieldProps) {
  const ownId = useId();
  const id = fixedId ?? ownId;
  const [focused, setFocused] = useState(false);
  const helperId = error ? `${id}-helper-text` : undefined;
  const asterisk = required ? '\u2009*' : '';
  const classes = ['pl-field', (focused || value !== '') && 'pl-field--shrunk', focused && 'pl-field--focused',
    error && 'pl-field--error', endAdornment && 'pl-field--adorned'].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label className="pl-field__label" htmlFor={id} id={`${id}-label`}>
        {label}
        {asterisk && <span aria-hidden="true">{asterisk}</span>}
      </label>
      <div className="pl-field__input-box">
        <input className="pl-field__input" id={id} type={type} value={value} onChange={onChange} autoComplete={autoComplete}
          required={required} inputMode={inputMode} dir={dir} placeholder={placeholder} autoFocus={autoFocus} aria-invalid={Boolean(error)} aria-describedby={helperId}
          onFocus={() => setFocused(true)} onBlur={() => setFocused(false)} />
        {endAdornment && <div className="pl-field__adornment">{endAdornment}</div>}
        <fieldset aria-hidden="true" className="pl-field__outline">
          <legend className="pl-field__legend"><span>{label}{asterisk}</span></legend>
        </fieldset>
      </div>
      {error && <p className="pl-field__helper" id={helperId}>{error}</p>}
    </div>
  );
}
