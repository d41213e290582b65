import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../app/screen-guard';
import { AddAdminPlaceholder } from '../../../../-components/screen-placeholders';

export const Route = createFileRoute('/_auth/v2/$area/adminManagment/addAdmin')({
  staticData: { screen: 'addAdmin' },
  beforeLoad: ({ context }) => guardScreen(context, 'addAdmin'),
  component: AddAdminPlaceholder,
});
