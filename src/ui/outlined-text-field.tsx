// A TextField's outlined input without the rest of TextField: TextField imports Select (and with
// it Menu, Popover, Modal and the transitions) even when no select is drawn. The sign-in form is
// on the first route, so it builds the same DOM from FormControl, InputLabel and OutlinedInput.
import { useId, type ChangeEvent, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface OutlinedTextFieldProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: string;
  /** 'off' unless told: patient fields stay out of the browser's autofill (issue 11 item 6). */
  autoComplete?: string;
  endAdornment?: ReactNode;
}

export function OutlinedTextField({ label, value, onChange, type, autoComplete = 'off', endAdornment }: OutlinedTextFieldProps) {
  const id = useId();
  return (
    <FormControl variant="outlined" fullWidth>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        onChange={onChange}
        type={type}
        autoComplete={autoComplete}
        endAdornment={endAdornment}
      />
    </FormControl>
  );
}
