import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../../app/screen-guard';
import { HelperDetail } from '../../../../../../../features/helper/helper-detail';

export const Route = createFileRoute('/_auth/v2/$area/helperManagment/detail/$id/')({
  staticData: { screen: 'helperDetail', toastLayer: 'second' },
  beforeLoad: ({ context }) => guardScreen(context, 'helperDetail'),
  component: HelperDetailRoute,
});

function HelperDetailRoute() {
  const { area } = Route.useRouteContext();
  const { id } = Route.useParams();
  return <HelperDetail area={area} clientLocalId={id} />;
}
