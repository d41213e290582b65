// The open entries grouped as a person thinks of them: refused by the server, in conflict,
// waiting to be sent — and, apart, the work of each other person on this tablet, which waits for
// that person's own sign-in (design.md: the queue belongs to its author). Oldest first.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OpenEntry, OutboxEntry } from '../../db/index';
import { toPersianDigits } from '../../domain/digits';
import { syncText } from '../../domain/sync-labels';
import type { Correction } from './correction';
import { authorNameOf, entryBehind } from './describe-entry';
import { EntryCard } from './entry-card';

interface Group {
  key: string;
  title: string;
  explain?: string;
  entries: OpenEntry[];
}

const kinds = [
  { title: syncText.sectionFailed, match: (e: OutboxEntry) => e.state === 'failed' },
  { title: syncText.sectionConflict, match: (e: OutboxEntry) => e.state === 'conflict' },
  { title: syncText.sectionWaiting, match: (e: OutboxEntry) => e.state === 'pending' || e.state === 'in-flight' },
];

/** This person's entries by state, then one group per other author. */
export function groupEntries(entries: OpenEntry[], currentUserId: string | undefined): Group[] {
  const mine = entries.filter((open) => open.entry.userId === currentUserId);
  const groups: Group[] = kinds.map((kind) => ({ key: kind.title, title: kind.title, entries: mine.filter((open) => kind.match(open.entry)) }));
  const others = new Map<string, OpenEntry[]>();
  for (const open of entries) {
    if (open.entry.userId === currentUserId) continue;
    const key = open.entry.userId ?? '';
    others.set(key, [...(others.get(key) ?? []), open]);
  }
  for (const [key, list] of others) {
    groups.push({ key: `author-${key}`, title: syncText.sectionWaitingFor(authorNameOf(list[0]!.entry)), explain: syncText.waitingForExplain, entries: list });
  }
  return groups.filter((group) => group.entries.length > 0);
}

export function EntrySections({ entries, progress, currentUserId, correction }: {
  entries: OpenEntry[]; progress: Record<string, number>; currentUserId?: string; correction?: Correction;
}) {
  const all = entries.map((open) => open.entry);
  return (
    <Stack spacing={3}>
      {groupEntries(entries, currentUserId).map((group) => {
        const headingId = `sync-section-${group.key}`;
        return (
          <section key={group.key} aria-labelledby={headingId}>
            <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
              {`${group.title} (${toPersianDigits(group.entries.length)})`}
            </Typography>
            {group.explain && <Typography color="text.secondary" sx={{ mb: 1 }}>{group.explain}</Typography>}
            <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
              {group.entries.map((open) => (
                <EntryCard key={open.entry.id} open={open} progress={progress[open.entry.id]} othersWork={open.entry.userId !== currentUserId}
                  behind={entryBehind(open.entry, all)} correction={correction} />
              ))}
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}
