// Kiosk devices, SuperAdmin only: list and revoke.
import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../features/auth/screen-guard';
import { screenTitles } from '../../../../../domain/stations';
import { KioskDeviceList } from '../../../../../features/admins/kiosk-device-list';
import { screenCrumbs } from '../../../../-nav/screen-crumbs';

export const Route = createFileRoute('/_auth/v2/$area/adminManagment/kioskDevices')({
  staticData: { screen: 'kioskDevices' },
  beforeLoad: ({ context }) => guardScreen(context, 'kioskDevices'),
  component: KioskDevicesScreen,
});

function KioskDevicesScreen() {
  const { area } = Route.useRouteContext();
  return <KioskDeviceList title={screenTitles.kioskDevices} crumbs={screenCrumbs(area, 'kioskDevices')} />;
}
