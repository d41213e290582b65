import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../app/screen-guard';
import { HelperManagmentPlaceholder } from '../../../../-components/screen-placeholders';

export const Route = createFileRoute('/_auth/v2/$area/helperManagment/')({
  staticData: { screen: 'helperManagment' },
  beforeLoad: ({ context }) => guardScreen(context, 'helperManagment'),
  component: HelperManagmentPlaceholder,
});
