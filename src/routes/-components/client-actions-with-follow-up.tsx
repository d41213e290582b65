// The actions of a patient's clinical detail (screening, helper, covered): the client detail's
// edit and SMS, and «نیاز به پیگیری» (issue 36 §6). Composed here, since features do not import
// each other.
import Stack from '@mui/material/Stack';
import { ClientPersonalActions } from '../../features/clients/client-personal-actions';
import { MarkFollowUpButton } from '../../features/follow-up/mark-follow-up';

export function ClientActionsWithFollowUp({ clientLocalId }: { clientLocalId: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <ClientPersonalActions clientLocalId={clientLocalId} />
      <MarkFollowUpButton clientLocalId={clientLocalId} />
    </Stack>
  );
}
