// The Jalali LocalizationProvider (000 §9: Persian calendar). Import it ONLY from screens that
// have a date field: it pulls in MUI X and date-fns-jalali, which must stay out of the first route.
import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';

export function JalaliLocalization({ children }: { children: ReactNode }) {
  return <LocalizationProvider dateAdapter={AdapterDateFnsJalali}>{children}</LocalizationProvider>;
}
