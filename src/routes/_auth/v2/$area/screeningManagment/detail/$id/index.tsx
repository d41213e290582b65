import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../../app/screen-guard';
import { ScreeningDetailPlaceholder } from '../../../../../../-components/screen-placeholders';

export const Route = createFileRoute('/_auth/v2/$area/screeningManagment/detail/$id/')({
  staticData: { screen: 'screeningDetail' },
  beforeLoad: ({ context }) => guardScreen(context, 'screeningDetail'),
  component: ScreeningDetailPlaceholder,
});
