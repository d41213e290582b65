// Client management of an area (000 §2.6): the whole client list from the local store. At
// reception, a staff member can also turn the tablet into the public intake kiosk.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { guardScreen } from '../../../../../features/auth/screen-guard';
import { screenPath } from '../../../../../domain/permissions';
import { screenTitles } from '../../../../../domain/stations';
import { signOut } from '../../../../../features/auth/sign-out';
import { ClientManagement } from '../../../../../features/clients/client-management';
import { KioskSetup } from '../../../../../features/intake/kiosk-setup';
import { stopAppSync } from '../../../../../sync/index';
import { intakeStartPath } from '../../../../../ui/kiosk-mode';
import { screenCrumbs } from '../../../../../ui/screen-crumbs';

export const Route = createFileRoute('/_auth/v2/$area/clientManagment/')({
  staticData: { screen: 'clientManagment' },
  beforeLoad: ({ context }) => guardScreen(context, 'clientManagment'),
  component: ClientManagmentScreen,
});

function ClientManagmentScreen() {
  const { area } = Route.useRouteContext();
  const navigate = useNavigate();
  async function becomeKiosk() {
    // The staff session leaves the tablet; the kiosk's own engine starts on the intake page.
    stopAppSync();
    await signOut();
    await navigate({ href: intakeStartPath, replace: true });
  }
  return (
    <>
      <ClientManagement
        list="all"
        title={screenTitles.clientManagment}
        crumbs={screenCrumbs(area, 'clientManagment')}
        addPath={screenPath(area, 'addClient')}
        detailPath={(id) => screenPath(area, 'clientDetail', id)}
      />
      {area === 'reception' && <KioskSetup onActivated={becomeKiosk} />}
    </>
  );
}
