// Add admin (000 §2.5): back to the list after the server accepts.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { guardScreen } from '../../../../../features/auth/screen-guard';
import { screenTitles } from '../../../../../domain/stations';
import { AddAdminForm } from '../../../../../features/admins/add-admin-form';
import { screenCrumbs } from '../../../../-nav/screen-crumbs';

export const Route = createFileRoute('/_auth/v2/$area/adminManagment/addAdmin')({
  staticData: { screen: 'addAdmin' },
  beforeLoad: ({ context }) => guardScreen(context, 'addAdmin'),
  component: AddAdminScreen,
});

function AddAdminScreen() {
  const { area } = Route.useRouteContext();
  const navigate = useNavigate();
  return (
    <AddAdminForm title={screenTitles.addAdmin} crumbs={screenCrumbs(area, 'addAdmin')}
      onDone={() => void navigate({ to: '/v2/$area/adminManagment', params: { area } })} />
  );
}
