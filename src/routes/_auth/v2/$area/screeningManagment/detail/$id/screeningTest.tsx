import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../../app/screen-guard';
import { ScreeningTestPlaceholder } from '../../../../../../-components/screen-placeholders';

export const Route = createFileRoute('/_auth/v2/$area/screeningManagment/detail/$id/screeningTest')({
  staticData: { screen: 'screeningTest' },
  beforeLoad: ({ context }) => guardScreen(context, 'screeningTest'),
  component: ScreeningTestPlaceholder,
});
