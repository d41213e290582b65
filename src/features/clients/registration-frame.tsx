// The frame of a registration step after the first (000 §2.8–2.10): it needs the client kept
// from the first step, and sends the person back there when there is none.
import { useEffect, useState, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { PageBreadcrumbs, type Crumb } from '../../ui/page-breadcrumbs';
import { PageTitle } from '../../ui/page-title';
import { readRegistration, type RegistrationDraft } from '../../state/registration-draft';

interface RegistrationFrameProps {
  title: string;
  crumbs?: Crumb[];
  stepper: ReactNode;
  /** No client kept from step 1: go back there. */
  onMissing: () => void;
  children: (draft: RegistrationDraft) => ReactNode;
  actions: (draft: RegistrationDraft) => ReactNode;
}

export function RegistrationFrame({ title, crumbs, stepper, onMissing, children, actions }: RegistrationFrameProps) {
  const [draft] = useState(readRegistration);
  useEffect(() => {
    if (!draft) onMissing();
  }, [draft, onMissing]);
  if (!draft) return null;
  return (
    <section>
      {crumbs && <PageBreadcrumbs crumbs={crumbs} />}
      <PageTitle title={title} />
      {stepper}
      <Paper variant="outlined" sx={{ p: 2 }}>{children(draft)}</Paper>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', mt: 3 }}>{actions(draft)}</Stack>
    </section>
  );
}
