import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../app/screen-guard';
import { ClientDetailPlaceholder } from '../../../../../-components/screen-placeholders';

export const Route = createFileRoute('/_auth/v2/$area/clientManagment/detail/$id')({
  staticData: { screen: 'clientDetail', toastLayer: 'second' },
  beforeLoad: ({ context }) => guardScreen(context, 'clientDetail'),
  component: ClientDetailPlaceholder,
});
