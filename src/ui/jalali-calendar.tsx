// The Jalali month calendar of the date field (000 §9: Persian calendar, Persian digits), loaded
// only when a person opens it: it pulls MUI X and date-fns-jalali, which must stay out of the
// first route (stack.md). The adapter prints Latin digits (stack.md trap 4), so every label it
// formats goes through toPersianDigits.
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { toPersianDigits } from '../domain/digits';

class PersianDigitsJalaliAdapter extends AdapterDateFnsJalali {
  constructor(...args: ConstructorParameters<typeof AdapterDateFnsJalali>) {
    super(...args);
    const latin = this.formatByString;
    this.formatByString = (value, formatString) => toPersianDigits(latin(value, formatString));
  }
}

export default function JalaliCalendar({ value, onPick }: { value: Date | null; onPick: (date: Date) => void }) {
  return (
    <LocalizationProvider dateAdapter={PersianDigitsJalaliAdapter}>
      <DateCalendar value={value} onChange={(date: Date | null) => date && onPick(date)} disableFuture openTo="year" />
    </LocalizationProvider>
  );
}
