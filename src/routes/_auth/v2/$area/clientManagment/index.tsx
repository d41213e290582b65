// Client management of an area (000 §2.6): the whole client list from the local store. At
// reception, a staff member can also turn the tablet into the public intake kiosk.
import { createFileRoute, linkOptions, useNavigate } from '@tanstack/react-router';
import { ExportBar } from '../../../../-components/export-bar';
import { guardScreen } from '../../../../../features/auth/screen-guard';
import { intakeStartPath } from '../../../../../domain/intake-path';
import { screenTitles } from '../../../../../domain/stations';
import { signOut } from '../../../../../features/auth/sign-out';
import { useSession } from '../../../../../features/auth/session-store';
import { ClientManagement } from '../../../../../features/clients/client-management';
import { RecentPatients } from '../../../../../features/clients/recent-patients';
import { TodaysArrivals } from '../../../../../features/clients/todays-arrivals';
import { KioskSetup } from '../../../../../features/intake/kiosk-setup';
import { stopAppSync } from '../../../../../sync/index';
import { screenCrumbs } from '../../../../-nav/screen-crumbs';

export const Route = createFileRoute('/_auth/v2/$area/clientManagment/')({
  staticData: { screen: 'clientManagment' },
  beforeLoad: ({ context }) => guardScreen(context, 'clientManagment'),
  component: ClientManagmentScreen,
});

function ClientManagmentScreen() {
  const { area } = Route.useRouteContext();
  const navigate = useNavigate();
  const session = useSession();
  const detailLink = (id: string) => linkOptions({ to: '/v2/$area/clientManagment/detail/$id', params: { area, id } });
  async function becomeKiosk() {
    // The staff session leaves the tablet; the kiosk's own engine starts on the intake page.
    stopAppSync();
    await signOut();
    await navigate({ to: intakeStartPath, replace: true });
  }
  return (
    <>
      <ExportBar area={area} kinds={['clients', 'screeningClients', 'coveredPatients']} />
      <ClientManagement
        list="all"
        title={screenTitles.clientManagment}
        crumbs={screenCrumbs(area, 'clientManagment')}
        addLink={linkOptions({ to: '/v2/$area/clientManagment/addClient', params: { area } })}
        detailLink={detailLink}
      />
      {/* Reception's day: who came today and whom this person had open lately, from the tablet alone. */}
      {area === 'reception' && (
        <>
          <TodaysArrivals detailLink={detailLink} />
          <RecentPatients userId={session ? String(session.userId) : undefined} detailLink={detailLink} />
        </>
      )}
      {area === 'reception' && <KioskSetup onActivated={becomeKiosk} />}
    </>
  );
}
