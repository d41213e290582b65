// «نیاز به پیگیری» on a client's detail (issue 36 §6): staff mark the client by hand with a
// reason. The server keeps follow-ups, so it needs the network and the client on the server;
// offline the dialog says so and keeps the reason typed.
import { useState } from 'react';
import Button from '@mui/material/Button';
import { markFollowUp } from '../../api/follow-ups';
import { useClient } from '../../db/react/index';
import { followUpText } from '../../domain/follow-up-text';
import { uuidV7 } from '../../domain/uuid-v7';
import { showToast } from '../../ui/toast-store';
import { followUpsChanged } from './follow-up-changes';
import { FollowUpTextDialog } from './follow-up-text-dialog';

export function MarkFollowUpButton({ clientLocalId }: { clientLocalId: string }) {
  const client = useClient(clientLocalId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  // One id per reason marked: a retry after no answer cannot mark the client twice.
  const [localId, setLocalId] = useState(() => uuidV7());
  if (!client) return null;
  const serverId = client.serverId === undefined ? undefined : Number(client.serverId);
  return (
    <>
      <Button variant="outlined" color="warning" onClick={() => setOpen(true)}>{followUpText.mark}</Button>
      <FollowUpTextDialog
        open={open}
        title={followUpText.markTitle}
        subject={`${client.fields.firstName} ${client.fields.lastName}`}
        label={followUpText.markReason}
        emptyText={followUpText.reasonRequired}
        offlineText={followUpText.markNeedsNetwork}
        blockedText={serverId === undefined ? followUpText.markNeedsSync : undefined}
        text={reason}
        onTextChange={setReason}
        submit={async (text) => {
          await markFollowUp(serverId!, text, localId);
        }}
        onDone={() => {
          showToast('success', followUpText.marked);
          followUpsChanged();
          setReason('');
          setLocalId(uuidV7());
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
