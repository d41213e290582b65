import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../../app/screen-guard';
import { ScreeningDetail } from '../../../../../../../features/screening/screening-detail';

export const Route = createFileRoute('/_auth/v2/$area/screeningManagment/detail/$id/')({
  staticData: { screen: 'screeningDetail', toastLayer: 'second' },
  beforeLoad: ({ context }) => guardScreen(context, 'screeningDetail'),
  component: ScreeningDetailRoute,
});

function ScreeningDetailRoute() {
  const { area } = Route.useRouteContext();
  const { id } = Route.useParams();
  return <ScreeningDetail area={area} clientLocalId={id} />;
}
