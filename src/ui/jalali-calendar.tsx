// The Jalali month calendar of the date field (000 §9: Persian calendar, Persian digits), loaded
// only when a person opens it: it pulls MUI X and date-fns-jalali, which must stay out of the
// first route (stack.md). The adapter prints Latin digits (stack.md trap 4), so every label it
// formats goes through toPersianDigits. A birth date is picked year, month, then day, and handed
// on only once the day is picked: a year alone must never fill a whole date. A date already
// there opens on its month.
import { useState } from 'react';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DateCalendar, type DateCalendarProps } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { toPersianDigits } from '../domain/digits';
import { dateFieldText } from '../domain/ui-text';

class PersianDigitsJalaliAdapter extends AdapterDateFnsJalali {
  constructor(...args: ConstructorParameters<typeof AdapterDateFnsJalali>) {
    super(...args);
    const latin = this.formatByString;
    this.formatByString = (value, formatString) => toPersianDigits(latin(value, formatString));
  }
}

// MUI's own names are English; these are the ones the calendar shows or announces.
const localeText = {
  previousMonth: dateFieldText.previousMonth,
  nextMonth: dateFieldText.nextMonth,
  openPreviousView: dateFieldText.openPreviousView,
  openNextView: dateFieldText.openNextView,
  calendarViewSwitchingButtonAriaLabel: dateFieldText.switchView,
};

// MUI takes each header's first character, a digit for most days of date-fns-jalali's short names.
type SelectionState = Parameters<NonNullable<DateCalendarProps['onChange']>>[1];

const weekdayLetter = (date: Date) => dateFieldText.weekdayLetters[date.getDay()]!;

export default function JalaliCalendar({ value, onPick }: { value: Date | null; onPick: (date: Date) => void }) {
  // What the calendar stands on between the year and the day; the field keeps its value till then.
  const [draft, setDraft] = useState(value);
  const changed = (date: Date | null, state?: SelectionState) => {
    setDraft(date);
    if (date && state === 'finish') onPick(date);
  };
  return (
    <LocalizationProvider dateAdapter={PersianDigitsJalaliAdapter} localeText={localeText}>
      <DateCalendar value={draft} onChange={changed} disableFuture views={['year', 'month', 'day']}
        openTo={value ? 'day' : 'year'}
        dayOfWeekFormatter={weekdayLetter} />
    </LocalizationProvider>
  );
}
