import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../app/screen-guard';
import { CoveredDetailPlaceholder } from '../../../../../-components/screen-placeholders';

export const Route = createFileRoute('/_auth/v2/$area/covered/detail/$id')({
  staticData: { screen: 'coveredDetail' },
  beforeLoad: ({ context }) => guardScreen(context, 'coveredDetail'),
  component: CoveredDetailPlaceholder,
});
