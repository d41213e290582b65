// The actions of a patient's clinical detail (screening, helper, covered): the client detail's
// edit and SMS, «نیاز به پیگیری» (issue 36 §6) and the patient summary's print (issue 37 §3). Composed here, since features do not import
// each other.
import Stack from '@mui/material/Stack';
import { ClientPersonalActions } from '../../features/clients/client-personal-actions';
import { MarkFollowUpButton } from '../../features/follow-up/mark-follow-up';
import { PatientPrintButton } from './patient-print';

export function ClientActionsWithFollowUp({ clientLocalId }: { clientLocalId: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <ClientPersonalActions clientLocalId={clientLocalId} />
      <MarkFollowUpButton clientLocalId={clientLocalId} />
      <PatientPrintButton />
    </Stack>
  );
}
