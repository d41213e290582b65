import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../app/screen-guard';
import { AddClientStep2Placeholder } from '../../../../../-components/screen-placeholders';

export const Route = createFileRoute('/_auth/v2/$area/clientManagment/addClient/step2')({
  staticData: { screen: 'addClientStep2' },
  beforeLoad: ({ context }) => guardScreen(context, 'addClientStep2'),
  component: AddClientStep2Placeholder,
});
