import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../../app/screen-guard';
import { HelperDetailPlaceholder } from '../../../../../../-components/screen-placeholders';

export const Route = createFileRoute('/_auth/v2/$area/helperManagment/detail/$id/')({
  staticData: { screen: 'helperDetail' },
  beforeLoad: ({ context }) => guardScreen(context, 'helperDetail'),
  component: HelperDetailPlaceholder,
});
