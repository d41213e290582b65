// A date typed or picked in the Jalali calendar (YYYY/MM/DD, Persian digits welcome) and handed
// on as the Gregorian `YYYY-MM-DD` the server takes (000 §1, §3 birthDay). The calendar itself
// loads lazily on the first open.
import { lazy, Suspense, useEffect, useState } from 'react';
import { CalendarIcon } from './mui/icons';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import { toPersianDigits } from '../domain/digits';
import { formatJalali, jalaliToGregorian } from '../domain/jalali';
import { dateFieldText } from '../domain/ui-text';

const JalaliCalendar = lazy(() => import('./jalali-calendar'));

interface JalaliDateFieldProps {
  label: string;
  /** Gregorian YYYY-MM-DD, or '' when none. */
  value: string;
  onChange: (gregorian: string) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  openCalendarLabel?: string;
}

const toGregorianString = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export function JalaliDateField({ label, value, onChange, onBlur, error, helperText, required, openCalendarLabel = dateFieldText.openCalendar }: JalaliDateFieldProps) {
  const [text, setText] = useState(() => formatJalali(value));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // A value set from outside (an edit form's prefill, a reset) replaces what was typed.
  useEffect(() => {
    if (jalaliToGregorian(text) !== (value || undefined)) setText(formatJalali(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only an outside change of value matters
  }, [value]);

  function typed(next: string) {
    setText(toPersianDigits(next));
    const gregorian = /^\S+\/\S+\/\S+$/.test(next.trim()) ? jalaliToGregorian(next) : undefined;
    onChange(gregorian ?? '');
  }

  const [y, m, d] = value ? value.split('-').map(Number) as [number, number, number] : [];
  return (
    <>
      <TextField
        label={label} value={text} required={required} error={error} helperText={helperText} fullWidth
        placeholder={dateFieldText.placeholder} onChange={(event) => typed(event.target.value)} onBlur={onBlur}
        slotProps={{
          htmlInput: { inputMode: 'numeric', dir: 'ltr' },
          input: {
            endAdornment: (
              // InputAdornment's box, without its code: the button sits at the field's end.
              <Box component="span" sx={{ display: 'flex', alignItems: 'center', maxHeight: '2em', ml: 1 }}>
                <IconButton aria-label={openCalendarLabel} onClick={(event) => setAnchor(event.currentTarget)} edge="end">
                  <CalendarIcon />
                </IconButton>
              </Box>
            ),
          },
        }}
      />
      <Popover open={anchor !== null} anchorEl={anchor} onClose={() => { setAnchor(null); onBlur?.(); }}>
        <Suspense fallback={<CircularProgress sx={{ m: 4 }} aria-label={openCalendarLabel} />}>
          {anchor && (
            <JalaliCalendar
              value={y ? new Date(y, m! - 1, d) : null}
              onPick={(date) => {
                const gregorian = toGregorianString(date);
                setText(formatJalali(gregorian));
                onChange(gregorian);
                setAnchor(null); // a day ends the pick (the calendar hands on nothing before it)
                onBlur?.();
              }}
            />
          )}
        </Suspense>
      </Popover>
    </>
  );
}
