// The sync centre (/v2/{area}/sync): what this tablet still owes the server, in
// Persian words, with the receipt, the online sign-in when the engine needs a token, and storage.
import { useEffect, type ReactNode } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useOutboxSummary, useRecentMerges, useSyncCentreEntries } from '../../db/react/index';
import { screenTitles } from '../../domain/stations';
import { syncText } from '../../domain/sync-labels';
import { appSyncEngine, useSyncStatus } from '../../sync/index';
import { PageBreadcrumbs, type Crumb } from '../../ui/page-breadcrumbs';
import { PageTitle } from '../../ui/page-title';
import type { Correction } from './correction';
import { mergesLookedAt } from './entry-actions';
import { EntrySections } from './entry-sections';
import { MergeList } from './merge-list';
import { SignInPanel } from './sign-in-panel';
import { useStorageAlert } from './storage-alert';
import { StoragePanel } from './storage-panel';
import { SyncReceipt } from './sync-receipt';
import { useOnline } from './use-online';
import { useStorageFigures } from './use-storage-figures';

export interface SyncCentreProps {
  crumbs: Crumb[];
  /** The person signed in without a network: the engine has no token yet. */
  signedInOffline: boolean;
  /** The online sign-in form (routes compose it from the auth feature). */
  signIn: ReactNode;
  /** Who is signed in: their entries are theirs to send; others' wait for their authors. */
  currentUserId?: string;
  /** Refused creates and edits open in their own forms (composed by the route). */
  correction?: Correction;
}

export function SyncCentre({ crumbs, signedInOffline, signIn, currentUserId, correction }: SyncCentreProps) {
  const summary = useOutboxSummary();
  const view = useSyncCentreEntries();
  const entries = view?.listed;
  const moreWaiting = view?.moreWaiting ?? 0;
  const merges = useRecentMerges();
  useEffect(() => {
    if (merges?.some((merge) => !merge.seenAt)) void mergesLookedAt().catch(() => {});
  }, [merges]);
  const status = useSyncStatus(appSyncEngine());
  const online = useOnline();
  const fullSince = useStorageAlert((state) => state.fullSince);
  const figures = useStorageFigures((entries?.length ?? 0) + moreWaiting);
  // Past the entries listed, whose work waits is not read: it may be this person's.
  const mineWaiting = moreWaiting > 0 || (entries ?? []).some((open) => open.entry.userId === currentUserId && open.entry.state !== 'failed');
  const needsSignIn = status.phase === 'needs-sign-in' || (signedInOffline && mineWaiting);

  return (
    <section data-screen="syncCentre">
      <PageBreadcrumbs crumbs={crumbs} />
      <PageTitle title={screenTitles.syncCentre} />
      {!summary || !entries ? (
        <CircularProgress aria-label={screenTitles.syncCentre} />
      ) : (
        <Stack spacing={3}>
          <SyncReceipt summary={summary} online={online} busy={status.phase === 'pushing' || status.phase === 'pulling'}
            nextAttemptAt={status.nextAttemptAt} />
          {status.pull?.first && <Typography role="status">{syncText.firstPull(status.pull.applied)}</Typography>}
          {needsSignIn && <SignInPanel signedInOffline={signedInOffline}>{signIn}</SignInPanel>}
          <EntrySections entries={entries} progress={status.progress} currentUserId={currentUserId} correction={correction} />
          {/* Not a live region: the receipt's status above already says how many wait, and this
              line changes with every answer while the queue drains. */}
          {moreWaiting > 0 && <Typography>{syncText.moreWaiting(moreWaiting)}</Typography>}
          <MergeList merges={merges ?? []} />
          <StoragePanel figures={figures} fullSince={fullSince} />
        </Stack>
      )}
    </section>
  );
}
