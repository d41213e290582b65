// The client's SMS messages with their state: queued, sent, delivered, failed with the
// provider's reason. The server's outbox holds them, so the list is online only, and says so
// plainly offline. It looks again while a message is still on its way, and when one of this
// tablet's messages reaches the server (its local row gets the server's id).
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { listClientSms, smsStillMoving, type ClientSms } from '../../api/client-sms';
import { useClient, useRecordHistory, type ClientRow } from '../../db/react/index';
import { formatJalaliDateTime } from '../../domain/jalali';
import { smsStateLabels, smsText } from '../../domain/sms-text';
import { useOnline } from '../../ui/use-online';

const lookAgainMs = 5_000;

function useClientSms(client: ClientRow, online: boolean): ClientSms[] | 'error' | undefined {
  const [messages, setMessages] = useState<ClientSms[] | 'error'>();
  const [round, setRound] = useState(0);
  const serverId = client.serverId;
  const local = useRecordHistory('sms', client.localId);
  const reached = local?.map((row) => `${row.localId}:${row.serverId ?? ''}`).join(',');
  useEffect(() => {
    if (serverId === undefined || !online) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    listClientSms(serverId).then((list) => {
      if (!live) return;
      setMessages(list);
      if (list.some((m) => smsStillMoving(m.state))) timer = setTimeout(() => setRound((n) => n + 1), lookAgainMs);
    }, () => live && setMessages('error'));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [serverId, online, round, reached]);
  return messages;
}

export function ClientSmsList({ client }: { client: ClientRow }) {
  const online = useOnline();
  const messages = useClientSms(client, online);
  let body;
  if (!online || messages === 'error') body = <Alert severity="info">{smsText.listOffline}</Alert>;
  else if (client.serverId === undefined || (messages && messages.length === 0)) body = <Typography>{smsText.listEmpty}</Typography>;
  else if (messages) {
    body = (
      <List dense aria-label={smsText.listTitle}>
        {messages.map((m) => (
          <ListItem key={m.id} divider>
            <ListItemText
              primary={`${smsStateLabels[m.state]}${m.reason ? `: ${m.reason}` : ''}`}
              secondary={`${formatJalaliDateTime(m.createdAt)} — ${m.text.split('\n')[0] ?? ''}`}
              slotProps={{ primary: { color: m.state === 'failed' || m.state === 'unknown' ? 'error' : undefined } }}
            />
          </ListItem>
        ))}
      </List>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} component="section" aria-label={smsText.listTitle}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{smsText.listTitle}</Typography>
      {body}
    </Paper>
  );
}

/** The list for a route that holds only the client's localId (nothing until it loads). */
export function ClientSmsListOf({ clientLocalId }: { clientLocalId: string }) {
  const client = useClient(clientLocalId);
  return client ? <ClientSmsList client={client} /> : null;
}
