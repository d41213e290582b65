import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../app/screen-guard';
import { ClientManagmentPlaceholder } from '../../../../-components/screen-placeholders';

export const Route = createFileRoute('/_auth/v2/$area/clientManagment/')({
  staticData: { screen: 'clientManagment' },
  beforeLoad: ({ context }) => guardScreen(context, 'clientManagment'),
  component: ClientManagmentPlaceholder,
});
