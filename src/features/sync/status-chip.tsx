// The status chip in every station's top bar: online/offline and how many of this person's entries
// wait; beside them, in red, how many the server refused, a mark for merged clients nobody has
// looked at yet, and, in grey, other people's work on this tablet (only their own sign-in sends
// it: it is no reason for orange). It opens the station's sync centre, and turns to a warning when
// the engine needs a sign-in. Every text on it is chosen to read at 4.5:1 (readable-text.ts).
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import type { LinkOptions } from '@tanstack/react-router';
import { useOutboxSummary, useUnseenMergeCount } from '../../db/react/index';
import { CloudDoneIcon, CloudOffIcon, CloudUploadIcon, SyncProblemIcon } from '../../ui/mui/icons';
import { syncText } from '../../domain/sync-labels';
import { joinList } from '../../domain/ui-text';
import { appSyncEngine, useSyncStatus } from '../../sync/index';
import { useLink } from '../../ui/use-link';
import { readableOn } from './readable-text';
import { useOnline } from './use-online';

type Tone = 'error' | 'info' | 'neutral';
const toneColour = (theme: Theme, tone: Tone) => (tone === 'neutral' ? theme.palette.grey[700] : theme.palette[tone].main);

function Pill({ text, tone, testId }: { text: string; tone: Tone; testId: string }) {
  return (
    <Box component="span" data-testid={testId}
      sx={{
        ms: 1, px: 0.75, py: 0.125, borderRadius: 1, border: 1, borderColor: 'common.white', fontWeight: 700,
        bgcolor: (theme) => toneColour(theme, tone), color: (theme) => readableOn(toneColour(theme, tone)),
      }}>
      {text}
    </Box>
  );
}

type ChipColour = 'error' | 'default' | 'warning' | 'success';

export function SyncStatusChip({ syncCentreLink, signedInOffline, userId }: {
  syncCentreLink: LinkOptions; signedInOffline: boolean; /** The person signed in: others' work is counted apart. */ userId?: string;
}) {
  const online = useOnline();
  const summary = useOutboxSummary();
  const merged = useUnseenMergeCount() ?? 0;
  const status = useSyncStatus(appSyncEngine());
  const link = useLink(syncCentreLink);
  const all = summary?.waiting ?? 0;
  const others = Object.entries(summary?.pendingByAuthor ?? {})
    .filter(([author]) => author !== '' && userId !== undefined && author !== userId)
    .reduce((sum, [, n]) => sum + n, 0);
  const waiting = all - others;
  const refused = summary?.failed ?? 0;
  const conflicts = summary?.conflict ?? 0;
  const needsSignIn = status.phase === 'needs-sign-in' || (signedInOffline && waiting > 0);
  const words = online ? syncText.online : syncText.offline;
  const firstPull = status.pull?.first ? syncText.firstPull(status.pull.applied) : undefined;
  const text = firstPull ?? `${needsSignIn ? syncText.chipNeedsSignIn : words}${syncText.chipSeparator}${syncText.waitingCount(waiting)}`;
  const pills = [
    ...(refused > 0 ? [{ text: syncText.refusedCount(refused), tone: 'error' as const, testId: 'sync-chip-refused' }] : []),
    ...(merged > 0 ? [{ text: syncText.mergedCount(merged), tone: 'info' as const, testId: 'sync-chip-merged' }] : []),
    ...(others > 0 ? [{ text: syncText.othersCount(others), tone: 'neutral' as const, testId: 'sync-chip-others' }] : []),
  ];
  // A space before each pill: its words are words of their own, for the name below too.
  const label = (
    <>
      {text}
      {pills.map((pill) => <span key={pill.testId}>{' '}<Pill {...pill} /></span>)}
    </>
  );
  // The name begins with the words the chip shows (WCAG 2.5.3, axe's label-content-name-mismatch:
  // a first pull's progress, a sign-in asked for, the pills), then says it all in full.
  const shown = [text, ...pills.map((pill) => pill.text)].join(' ');
  const full = syncText.chipLabel(online, waiting, refused, merged, others);
  const showsMore = Boolean(firstPull) || needsSignIn || pills.length > 0;
  const name = joinList([...(showsMore ? [shown] : []), full, ...(needsSignIn ? [syncText.needsSignInTitle] : [])]);
  const colour: ChipColour = needsSignIn ? 'error' : !online ? 'default' : waiting + conflicts > 0 ? 'warning' : 'success';
  const icon = needsSignIn || refused + conflicts > 0 ? <SyncProblemIcon /> : !online ? <CloudOffIcon /> : waiting > 0 ? <CloudUploadIcon /> : <CloudDoneIcon />;
  return (
    <Chip
      component="a"
      {...link}
      clickable
      icon={icon}
      label={label}
      aria-label={name}
      data-testid="sync-status-chip"
      data-waiting={all}
      data-waiting-others={others}
      data-refused={refused}
      data-merged={merged}
      data-online={online ? 'yes' : 'no'}
      color={colour}
      // The default (offline) chip is see-through: it takes the top bar's own text colour.
      sx={{ color: (theme) => (colour === 'default' ? 'inherit' : readableOn(theme.palette[colour].main)), '& .MuiChip-icon': { color: 'inherit' } }}
    />
  );
}
