import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../app/screen-guard';
import { AddClientStep3Placeholder } from '../../../../../-components/screen-placeholders';

export const Route = createFileRoute('/_auth/v2/$area/clientManagment/addClient/step3')({
  staticData: { screen: 'addClientStep3', toastLayer: 'second' },
  beforeLoad: ({ context }) => guardScreen(context, 'addClientStep3'),
  component: AddClientStep3Placeholder,
});
