import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../app/screen-guard';
import { AdminManagmentPlaceholder } from '../../../../-components/screen-placeholders';

export const Route = createFileRoute('/_auth/v2/$area/adminManagment/')({
  staticData: { screen: 'adminManagment' },
  beforeLoad: ({ context }) => guardScreen(context, 'adminManagment'),
  component: AdminManagmentPlaceholder,
});
