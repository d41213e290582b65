// The status chip in every station's top bar: online/offline and how many entries wait; beside
// them, in red, how many the server refused, and a mark for merged clients nobody has looked at
// yet. It opens the station's sync centre, and turns to a warning when the engine needs a sign-in.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { LinkOptions } from '@tanstack/react-router';
import { useOutboxSummary, useUnseenMergeCount } from '../../db/react/index';
import { CloudDoneIcon, CloudOffIcon, CloudUploadIcon, SyncProblemIcon } from '../../ui/mui/icons';
import { syncText } from '../../domain/sync-labels';
import { joinList } from '../../domain/ui-text';
import { appSyncEngine, useSyncStatus } from '../../sync/index';
import { useLink } from '../../ui/use-link';
import { useOnline } from './use-online';

function Pill({ text, tone, testId }: { text: string; tone: 'error' | 'info'; testId: string }) {
  return (
    <Box component="span" data-testid={testId}
      sx={{ ms: 1, px: 0.75, py: 0.125, borderRadius: 1, bgcolor: `${tone}.main`, color: `${tone}.contrastText`, border: 1, borderColor: 'common.white', fontWeight: 700 }}>
      {text}
    </Box>
  );
}

export function SyncStatusChip({ syncCentreLink, signedInOffline }: { syncCentreLink: LinkOptions; signedInOffline: boolean }) {
  const online = useOnline();
  const summary = useOutboxSummary();
  const merged = useUnseenMergeCount() ?? 0;
  const status = useSyncStatus(appSyncEngine());
  const link = useLink(syncCentreLink);
  const waiting = summary?.waiting ?? 0;
  const refused = summary?.failed ?? 0;
  const conflicts = summary?.conflict ?? 0;
  const needsSignIn = status.phase === 'needs-sign-in' || (signedInOffline && waiting > 0);
  const words = online ? syncText.online : syncText.offline;
  const firstPull = status.pull?.first ? syncText.firstPull(status.pull.applied) : undefined;
  const text = firstPull ?? `${needsSignIn ? syncText.chipNeedsSignIn : words}${syncText.chipSeparator}${syncText.waitingCount(waiting)}`;
  const pills = [
    ...(refused > 0 ? [{ text: syncText.refusedCount(refused), tone: 'error' as const, testId: 'sync-chip-refused' }] : []),
    ...(merged > 0 ? [{ text: syncText.mergedCount(merged), tone: 'info' as const, testId: 'sync-chip-merged' }] : []),
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
  const full = syncText.chipLabel(online, waiting, refused, merged);
  const showsMore = Boolean(firstPull) || needsSignIn || pills.length > 0;
  const name = joinList([...(showsMore ? [shown] : []), full, ...(needsSignIn ? [syncText.needsSignInTitle] : [])]);
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
      data-waiting={waiting}
      data-refused={refused}
      data-merged={merged}
      data-online={online ? 'yes' : 'no'}
      color={needsSignIn ? 'error' : !online ? 'default' : waiting + conflicts > 0 ? 'warning' : 'success'}
      sx={{ color: 'inherit', '& .MuiChip-icon': { color: 'inherit' } }}
    />
  );
}
