// The sync status chip's mount point: every station shell renders <TopBarStatus /> at the left
// end of its top bar; it shows the chip of the area in the URL while someone is signed in.
import { linkOptions, useLocation } from '@tanstack/react-router';
import { useSession } from '../../features/auth/session-store';
import { SyncStatusChip } from '../../features/sync/status-chip';
import { areaOfPathname } from '../../features/auth/guards';

export function TopBarStatus() {
  const session = useSession();
  const area = useLocation({ select: (location) => areaOfPathname(location.pathname) });
  if (!session || !area) return null;
  return <SyncStatusChip syncCentreLink={linkOptions({ to: '/v2/$area/sync', params: { area } })} signedInOffline={session.offline === true}
    userId={String(session.userId)} />;
}
