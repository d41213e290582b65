import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../app/screen-guard';
import { AddClientPlaceholder } from '../../../../../-components/screen-placeholders';

export const Route = createFileRoute('/_auth/v2/$area/clientManagment/addClient/')({
  staticData: { screen: 'addClient' },
  beforeLoad: ({ context }) => guardScreen(context, 'addClient'),
  component: AddClientPlaceholder,
});
