// Client management of an area (000 §2.6): the whole client list from the local store.
import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../app/screen-guard';
import { screenPath } from '../../../../../domain/permissions';
import { screenTitles } from '../../../../../domain/stations';
import { ClientManagement } from '../../../../../features/clients/client-management';
import { screenCrumbs } from '../../../../../ui/screen-crumbs';

export const Route = createFileRoute('/_auth/v2/$area/clientManagment/')({
  staticData: { screen: 'clientManagment' },
  beforeLoad: ({ context }) => guardScreen(context, 'clientManagment'),
  component: ClientManagmentScreen,
});

function ClientManagmentScreen() {
  const { area } = Route.useRouteContext();
  return (
    <ClientManagement
      list="all"
      title={screenTitles.clientManagment}
      crumbs={screenCrumbs(area, 'clientManagment')}
      addPath={screenPath(area, 'addClient')}
      detailPath={(id) => screenPath(area, 'clientDetail', id)}
    />
  );
}
