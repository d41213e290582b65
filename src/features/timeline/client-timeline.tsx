// A patient's story on the client detail of every station (issue 36 §3): the server's whole story
// merged with what this tablet holds unsent, only the kinds the person's area may read, newest
// first. Offline (or before the registration reached the server) the tablet's own rows, with a
// plain line saying what cannot be shown.
import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LinkOptions } from '@tanstack/react-router';
import { useClient, useLocalTimeline } from '../../db/react/index';
import type { Area } from '../../domain/roles';
import { forArea, kindsOfArea, mergeTimeline, type TimelineEntry } from '../../domain/timeline';
import { timelineText as T } from '../../domain/timeline-text';
import { useOnline } from '../../ui/use-online';
import { TimelineItem } from './timeline-item';
import { useServerTimeline } from './use-server-timeline';

export interface ClientTimelineProps {
  clientLocalId: string;
  area: Area;
  /** The page that opens an entry (the routes know the paths). */
  linkOf: (entry: TimelineEntry) => LinkOptions | undefined;
}

const keyOf = (entry: TimelineEntry) => `${entry.kind}:${entry.serverId ?? ''}:${entry.localId ?? ''}`;

export function ClientTimeline({ clientLocalId, area, linkOf }: ClientTimelineProps) {
  const kinds = useMemo(() => kindsOfArea(area), [area]);
  const client = useClient(clientLocalId);
  const local = useLocalTimeline(clientLocalId, kinds);
  const online = useOnline();
  const round = local?.map((row) => `${row.entry.localId}:${row.entry.serverId ?? ''}:${row.entry.sync}:${row.deleted}`).join(',') ?? '';
  const { timeline: server, lags } = useServerTimeline(client?.serverId, online, round);
  if (!client || local === undefined) return null;
  const fromServer = Array.isArray(server) ? forArea(area, server) : null;
  const entries = server === undefined ? [] : mergeTimeline(fromServer, local, lags);
  const note = server === 'unsent' ? T.unsentNote : server === 'unreachable' ? T.offlineNote : undefined;
  // Off paper: the summary prints its own list of the same entries (features/clients/patient-records-print.tsx),
  // a table without the links and sync states that mean nothing on paper.
  return (
    <Paper variant="outlined" className="no-print" sx={{ p: 2, mb: 3 }} component="section" aria-label={T.title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{T.title}</Typography>
      {note && <Alert severity="info" sx={{ mb: 1 }}>{note}</Alert>}
      {server === undefined && <Typography role="status">{T.loading}</Typography>}
      {server !== undefined && entries.length === 0 && <Typography>{T.empty}</Typography>}
      {entries.length > 0 && (
        <List dense aria-label={T.title}>
          {entries.map((entry) => <TimelineItem key={keyOf(entry)} entry={entry} link={linkOf(entry)} />)}
        </List>
      )}
    </Paper>
  );
}
