import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../app/screen-guard';
import { ScreeningManagmentPlaceholder } from '../../../../-components/screen-placeholders';

export const Route = createFileRoute('/_auth/v2/$area/screeningManagment/')({
  staticData: { screen: 'screeningManagment' },
  beforeLoad: ({ context }) => guardScreen(context, 'screeningManagment'),
  component: ScreeningManagmentPlaceholder,
});
