// The patient banner's mark of an open follow-up (issue 36 §2, §6), with its reasons beside it.
import Chip from '@mui/material/Chip';
import { followUpText } from '../../domain/follow-up-text';
import { useOpenFollowUp } from './use-open-follow-up';

export function OpenFollowUpChip({ clientLocalId }: { clientLocalId: string }) {
  const followUp = useOpenFollowUp(clientLocalId);
  if (!followUp?.open) return null;
  return <Chip size="small" color="warning" label={`${followUpText.open}: ${followUp.reason}`} />;
}
