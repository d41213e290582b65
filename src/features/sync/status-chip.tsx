// The status chip in every station's top bar: online/offline and how many entries wait; it
// opens the station's sync centre, and turns to a warning when the engine needs a sign-in.
import Chip from '@mui/material/Chip';
import CloudDone from '@mui/icons-material/CloudDone';
import CloudOff from '@mui/icons-material/CloudOff';
import CloudUpload from '@mui/icons-material/CloudUpload';
import SyncProblem from '@mui/icons-material/SyncProblem';
import { useOutboxSummary } from '../../db/index';
import { syncText } from '../../domain/sync-labels';
import { appSyncEngine, useSyncStatus } from '../../sync/index';
import { useHrefLink } from '../../ui/use-href-link';
import { useOnline } from './use-online';

export function SyncStatusChip({ syncCentreHref, signedInOffline }: { syncCentreHref: string; signedInOffline: boolean }) {
  const online = useOnline();
  const summary = useOutboxSummary();
  const status = useSyncStatus(appSyncEngine());
  const link = useHrefLink(syncCentreHref);
  const waiting = summary?.waiting ?? 0;
  const problems = (summary?.failed ?? 0) + (summary?.conflict ?? 0);
  const needsSignIn = status.phase === 'needs-sign-in' || (signedInOffline && waiting > 0);
  const words = online ? syncText.online : syncText.offline;
  const firstPull = status.pull?.first ? syncText.firstPull(status.pull.applied) : undefined;
  const label = firstPull ?? `${needsSignIn ? syncText.chipNeedsSignIn : words}${syncText.chipSeparator}${syncText.waitingCount(waiting)}`;
  const icon = needsSignIn || problems > 0 ? <SyncProblem /> : !online ? <CloudOff /> : waiting > 0 ? <CloudUpload /> : <CloudDone />;
  return (
    <Chip
      component="a"
      {...link}
      clickable
      icon={icon}
      label={label}
      aria-label={needsSignIn ? `${syncText.chipLabel(online, waiting)}، ${syncText.needsSignInTitle}` : syncText.chipLabel(online, waiting)}
      data-testid="sync-status-chip"
      data-waiting={waiting}
      data-online={online ? 'yes' : 'no'}
      color={needsSignIn || problems > 0 ? 'error' : online ? (waiting > 0 ? 'warning' : 'success') : 'default'}
      sx={{ color: 'inherit', '& .MuiChip-icon': { color: 'inherit' } }}
    />
  );
}
