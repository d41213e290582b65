// On a patient's detail, for SuperAdmin: who opened it lately (issue 37 §5), the last 5 views the
// server's audit trail holds. Online and once the server knows the client; otherwise nothing.
import { useEffect, useState } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { recentOpeners, type AuditEntry } from '../../api/audit';
import { useClient } from '../../db/react/index';
import { auditText as T } from '../../domain/audit-text';
import { formatJalaliDateTime } from '../../domain/jalali';
import { roleLabels } from '../../domain/roles';
import { useOnline } from '../../ui/use-online';

export function RecentOpeners({ clientLocalId }: { clientLocalId: string }) {
  const online = useOnline();
  const serverId = useClient(clientLocalId)?.serverId;
  const [entries, setEntries] = useState<AuditEntry[]>();

  useEffect(() => {
    if (!online || serverId === undefined) return;
    let live = true;
    recentOpeners(serverId).then((found) => live && setEntries(found), () => live && setEntries(undefined));
    return () => {
      live = false;
    };
  }, [online, serverId]);

  if (!entries) return null;
  return (
    <Paper component="section" variant="outlined" aria-label={T.openersTitle} data-recent-openers sx={{ p: 2, mb: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>{T.openersTitle}</Typography>
      {entries.length === 0 ? <Typography variant="body2">{T.noOpeners}</Typography> : (
        <List dense>
          {entries.map((entry) => (
            <ListItem key={entry.id} disableGutters>
              <ListItemText
                primary={`${entry.fullName ?? T.deletedUser} — ${roleLabels[entry.role as keyof typeof roleLabels] ?? entry.role}`}
                secondary={formatJalaliDateTime(entry.seenAt ?? entry.at)} />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
