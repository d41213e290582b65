// The sync centre of every station. The online sign-in it may ask for is the
// auth feature's login form; a new token there lifts the engine's pause (app/setup-sync.ts).
import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../features/auth/screen-guard';
import { LoginForm } from '../../../../features/auth/login-form';
import { useSession } from '../../../../features/auth/session-store';
import { SyncCentre } from '../../../../features/sync/sync-centre';
import { screenCrumbs } from '../../../-nav/screen-crumbs';
import { refusedCorrection } from '../../../-components/refused-correction';

export const Route = createFileRoute('/_auth/v2/$area/sync')({
  staticData: { screen: 'syncCentre' },
  beforeLoad: ({ context }) => guardScreen(context, 'syncCentre'),
  component: SyncCentreScreen,
});

function SyncCentreScreen() {
  const { area } = Route.useRouteContext();
  const session = useSession();
  return (
    <SyncCentre
      crumbs={screenCrumbs(area, 'syncCentre')}
      signedInOffline={session?.offline === true}
      currentUserId={session ? String(session.userId) : undefined}
      signIn={<LoginForm consultation={area === 'consultation'} onSignedIn={() => {}} />}
      correction={refusedCorrection}
    />
  );
}
