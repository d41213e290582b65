import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../app/screen-guard';
import { CoveredDetail } from '../../../../../../features/covered/covered-detail';

export const Route = createFileRoute('/_auth/v2/$area/covered/detail/$id')({
  staticData: { screen: 'coveredDetail', toastLayer: 'second' },
  beforeLoad: ({ context }) => guardScreen(context, 'coveredDetail'),
  component: CoveredDetailRoute,
});

function CoveredDetailRoute() {
  const { area } = Route.useRouteContext();
  const { id } = Route.useParams();
  return <CoveredDetail area={area} clientLocalId={id} />;
}
