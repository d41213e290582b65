// The edit and SMS buttons of a client's personal data, with their modals (000 §2.11, §5): the
// client detail shows them in its title, and the clinical detail pages take them through their
// `personalActions` slot (001 §2), so the same rules and toasts hold on every station.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useClient, type ClientRow } from '../../db/react/index';
import { receptionText } from '../../domain/reception-text';
import { EditClientDialog } from './edit-client-dialog';
import { SmsDialog } from './sms-dialog';

interface PersonalActionsProps {
  client: ClientRow;
  /** Hide the SMS button (stations without messaging). */
  sms?: boolean;
}

export function PersonalActions({ client, sms = true }: PersonalActionsProps) {
  const [editing, setEditing] = useState(false);
  const [texting, setTexting] = useState(false);
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" onClick={() => setEditing(true)}>{receptionText.edit}</Button>
      {sms && <Button variant="outlined" onClick={() => setTexting(true)}>{receptionText.sendSms}</Button>}
      <EditClientDialog client={client} open={editing} onClose={() => setEditing(false)} />
      {sms && <SmsDialog client={client} open={texting} onClose={() => setTexting(false)} />}
    </Stack>
  );
}

/** The same actions for a route that holds only the client's localId (nothing until it loads). */
export function ClientPersonalActions({ clientLocalId, sms = true }: { clientLocalId: string; sms?: boolean }) {
  const client = useClient(clientLocalId);
  return client ? <PersonalActions client={client} sms={sms} /> : null;
}
