// One entry of a patient's timeline: its kind in words, its date (the day done, else recorded;
// Jalali), its station, who recorded it, its sync mark, and a link to the page that opens it.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LinkOptions } from '@tanstack/react-router';
import { formatJalali } from '../../domain/jalali';
import { dayOfEntry, stationOfKind, type SyncMark, type TimelineEntry } from '../../domain/timeline';
import { syncMarkLabels, timelineEntryLabel, timelineText as T } from '../../domain/timeline-text';
import { useLink } from '../../ui/use-link';

const markColour: Record<SyncMark, 'success' | 'warning' | 'error'> = { sent: 'success', waiting: 'warning', refused: 'error' };

function OpenLink({ link }: { link: LinkOptions }) {
  const open = useLink(link);
  return <Button {...open} component="a" size="small" sx={{ minHeight: 44, minWidth: 44 }}>{T.open}</Button>;
}

export function TimelineItem({ entry, link }: { entry: TimelineEntry; link?: LinkOptions }) {
  const label = timelineEntryLabel(entry);
  const dateLabel = entry.performedAt ? T.performed : T.recorded;
  return (
    <ListItem divider data-kind={entry.kind} aria-label={label} secondaryAction={link ? <OpenLink link={link} /> : undefined} sx={{ pr: 12 }}>
      <Stack sx={{ rowGap: 0.5 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }}>{label}</Typography>
          {/* The mark's colour on its border only: the words keep the text's contrast (axe, both themes). */}
          <Chip size="small" variant="outlined" label={syncMarkLabels[entry.sync]} sx={{ borderColor: `${markColour[entry.sync]}.main`, borderWidth: 2 }} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {`${dateLabel}: ${formatJalali(dayOfEntry(entry))} — ${T.station(stationOfKind[entry.kind])} — `}
          {entry.recordedBy ? <>{`${T.recordedBy} `}<bdi>{entry.recordedBy}</bdi></> : T.unknownAuthor}
        </Typography>
      </Stack>
    </ListItem>
  );
}
