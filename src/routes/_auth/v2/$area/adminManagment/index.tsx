// Admin management (000 §2.4), SuperAdmin only.
import { createFileRoute, linkOptions } from '@tanstack/react-router';
import { guardScreen } from '../../../../../features/auth/screen-guard';
import { screenTitles } from '../../../../../domain/stations';
import { AdminList } from '../../../../../features/admins/admin-list';
import { LastBackupCard } from '../../../../../features/admins/last-backup-card';
import { TlsCard } from '../../../../../features/admins/tls-card';
import { screenCrumbs } from '../../../../-nav/screen-crumbs';

export const Route = createFileRoute('/_auth/v2/$area/adminManagment/')({
  staticData: { screen: 'adminManagment' },
  beforeLoad: ({ context }) => guardScreen(context, 'adminManagment'),
  component: AdminManagmentScreen,
});

function AdminManagmentScreen() {
  const { area } = Route.useRouteContext();
  return (
    <>
      <AdminList title={screenTitles.adminManagment} crumbs={screenCrumbs(area, 'adminManagment')} addLink={linkOptions({ to: '/v2/$area/adminManagment/addAdmin', params: { area } })}
        kioskLink={linkOptions({ to: '/v2/$area/adminManagment/kioskDevices', params: { area } })}
        smsTemplatesLink={linkOptions({ to: '/v2/$area/adminManagment/smsTemplates', params: { area } })} />
      <LastBackupCard />
      <TlsCard />
    </>
  );
}
