import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../app/screen-guard';
import { CoveredPlaceholder } from '../../../../-components/screen-placeholders';

export const Route = createFileRoute('/_auth/v2/$area/covered/')({
  staticData: { screen: 'covered' },
  beforeLoad: ({ context }) => guardScreen(context, 'covered'),
  component: CoveredPlaceholder,
});
