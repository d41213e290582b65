// Where a form's buttons sit, the same on every screen: at the end of the form on the reading
// side's far edge (left in Persian), the primary last; on a phone they take the full width, one
// under the other, so a thumb finds them. Wizards, clinical forms, admin forms and dialogs all use it.
import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';

export function FormActions({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap
      sx={{ mt: 3, justifyContent: 'flex-end', alignItems: { xs: 'stretch', sm: 'center' } }}>
      {children}
    </Stack>
  );
}
