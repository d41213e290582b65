import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../../app/screen-guard';
import { HomeVisitTestPlaceholder } from '../../../../../../-components/screen-placeholders';

export const Route = createFileRoute('/_auth/v2/$area/helperManagment/detail/$id/homevisitTest')({
  staticData: { screen: 'homeVisitTest' },
  beforeLoad: ({ context }) => guardScreen(context, 'homeVisitTest'),
  component: HomeVisitTestPlaceholder,
});
