// Reception's «مراجعین امروز»: the clients who arrived today (kiosk intakes, registrations here and
// on other tablets), the ones still marked new first, each a tap from setting their role (the
// client edit, where the covered, screening and personnel flags are) or from opening them.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LinkOptions } from '@tanstack/react-router';
import { useTodaysArrivals, type ClientRow } from '../../db/react/index';
import { clockOf, receptionDayText as T } from '../../domain/patient-banner-text';
import { EditClientDialog } from './edit-client-dialog';
import { PatientRow } from './patient-row';

export function TodaysArrivals({ detailLink, today = new Date() }: { detailLink: (localId: string) => LinkOptions; today?: Date }) {
  const arrivals = useTodaysArrivals(today);
  const [editing, setEditing] = useState<ClientRow | null>(null);
  return (
    <Paper variant="outlined" component="section" aria-label={T.todaysArrivals} sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2">{T.todaysArrivals}</Typography>
      {arrivals?.length === 0 && <Typography color="text.secondary" sx={{ mt: 1 }}>{T.noArrivals}</Typography>}
      {arrivals && arrivals.length > 0 && (
        <List dense aria-label={T.todaysArrivals}>
          {arrivals.map((client) => (
            <PatientRow key={client.localId} client={client} link={detailLink(client.localId)} time={T.arrivedAt(clockOf(client.createdAt))}
              marks={client.fields.isNew ? <Chip size="small" color="warning" label={T.isNew} /> : undefined}
              actions={<Button size="small" variant="outlined" onClick={() => setEditing(client)}>{T.setRole}</Button>} />
          ))}
        </List>
      )}
      {editing && <EditClientDialog client={editing} open onClose={() => setEditing(null)} />}
    </Paper>
  );
}
