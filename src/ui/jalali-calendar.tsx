// The Jalali month calendar of the date field (000 §9), loaded only when a person opens it: it
// pulls MUI X and date-fns-jalali, which must stay out of the first route (stack.md).
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { JalaliLocalization } from './jalali-localization';

export default function JalaliCalendar({ value, onPick }: { value: Date | null; onPick: (date: Date) => void }) {
  return (
    <JalaliLocalization>
      <DateCalendar value={value} onChange={(date: Date | null) => date && onPick(date)} disableFuture openTo="year" />
    </JalaliLocalization>
  );
}
