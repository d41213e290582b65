// The open entries grouped as a person thinks of them: waiting, refused by the server, in
// conflict; oldest first within each group.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OpenEntry, OutboxEntry } from '../../db/index';
import { toPersianDigits } from '../../domain/digits';
import { syncText } from '../../domain/sync-labels';
import { EntryCard } from './entry-card';

const groups = [
  { title: syncText.sectionFailed, match: (e: OutboxEntry) => e.state === 'failed' },
  { title: syncText.sectionConflict, match: (e: OutboxEntry) => e.state === 'conflict' },
  { title: syncText.sectionWaiting, match: (e: OutboxEntry) => e.state === 'pending' || e.state === 'in-flight' },
];

export function EntrySections({ entries, progress }: { entries: OpenEntry[]; progress: Record<string, number> }) {
  return (
    <Stack spacing={3}>
      {groups.map((group) => {
        const shown = entries.filter((open) => group.match(open.entry));
        if (shown.length === 0) return null;
        const headingId = `sync-section-${group.title}`;
        return (
          <section key={group.title} aria-labelledby={headingId}>
            <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
              {`${group.title} (${toPersianDigits(shown.length)})`}
            </Typography>
            <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
              {shown.map((open) => <EntryCard key={open.entry.id} open={open} progress={progress[open.entry.id]} />)}
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}
