import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../../app/screen-guard';
import { RiskTestPlaceholder } from '../../../../../../-components/screen-placeholders';

export const Route = createFileRoute('/_auth/v2/$area/helperManagment/detail/$id/breastCancerRiskTest')({
  staticData: { screen: 'riskTest' },
  beforeLoad: ({ context }) => guardScreen(context, 'riskTest'),
  component: RiskTestPlaceholder,
});
