// A yes/no question of the clinical forms: 'دارد' is true, 'ندارد' false, nothing chosen null
// (001 §5: "Yes/no selects map 'دارد' to true and 'ندارد' to false").
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { messages } from '../../domain/messages';

interface YesNoFieldProps {
  label: string;
  value: boolean | null;
  onChange: (value: boolean) => void;
  /** Marks an unanswered question after a failed save. */
  error?: boolean;
  /** Marked with the asterisk from the start, not only once a save was refused. */
  required?: boolean;
}

export function YesNoField({ label, value, onChange, error = false, required = false }: YesNoFieldProps) {
  const id = useId();
  const invalid = error && value === null;
  return (
    <FormControl error={invalid} required={required} sx={{ py: 1, borderBottom: 1, borderColor: 'divider', width: '100%' }}>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={id}
        // The group carries the mark focus-first-invalid looks for (a radio has no aria-invalid).
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === 'true')}
      >
        <FormControlLabel value="true" control={<Radio />} label={messages.has} />
        <FormControlLabel value="false" control={<Radio />} label={messages.hasNot} />
      </RadioGroup>
    </FormControl>
  );
}

/** How a saved boolean reads in the views: 'دارد' / 'ندارد'. */
export function yesNoText(value: unknown): string {
  return value === true ? messages.has : messages.hasNot;
}
