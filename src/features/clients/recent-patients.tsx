// Reception's «بیماران اخیر»: the patients this person opened or saved lately on this tablet
// (the banner notes each one it shows), newest first; works offline, like everything here.
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LinkOptions } from '@tanstack/react-router';
import { useRecentPatients } from '../../db/react/index';
import { formatJalaliDateTime } from '../../domain/jalali';
import { receptionDayText as T } from '../../domain/patient-banner-text';
import { PatientRow } from './patient-row';

export function RecentPatients({ userId, detailLink }: { userId: string | undefined; detailLink: (localId: string) => LinkOptions }) {
  const recent = useRecentPatients(userId);
  return (
    <Paper variant="outlined" component="section" aria-label={T.recentPatients} sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2">{T.recentPatients}</Typography>
      {recent?.length === 0 && <Typography color="text.secondary" sx={{ mt: 1 }}>{T.noRecent}</Typography>}
      {recent && recent.length > 0 && (
        <List dense aria-label={T.recentPatients}>
          {recent.map(({ client, at }) => (
            <PatientRow key={client.localId} client={client} link={detailLink(client.localId)} time={T.seenAt(formatJalaliDateTime(at))} />
          ))}
        </List>
      )}
    </Paper>
  );
}
