// Add client, step 1 (000 §2.7).
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../features/auth/screen-guard';
import { screenTitles } from '../../../../../../domain/stations';
import { AddClientStep1 } from '../../../../../../features/clients/add-client-step1';
import { screenCrumbs } from '../../../../../-nav/screen-crumbs';

export const Route = createFileRoute('/_auth/v2/$area/clientManagment/addClient/')({
  // ?resume=1: back from step 2, editing the client this registration made.
  validateSearch: (search: Record<string, unknown>): { resume?: 1 } => (search.resume === 1 || search.resume === '1' ? { resume: 1 } : {}),
  staticData: { screen: 'addClient' },
  beforeLoad: ({ context }) => guardScreen(context, 'addClient'),
  component: AddClientScreen,
});

function AddClientScreen() {
  const { area } = Route.useRouteContext();
  const navigate = useNavigate();
  const { resume } = Route.useSearch();
  return (
    <AddClientStep1
      resume={resume === 1}
      title={screenTitles.addClient}
      crumbs={screenCrumbs(area, 'addClient')}
      onCreated={() => void navigate({ to: '/v2/$area/clientManagment/addClient/step2', params: { area } })}
      onExisting={(id) => void navigate({ to: '/v2/$area/clientManagment/detail/$id', params: { area, id } })}
    />
  );
}
