import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../app/screen-guard';
import { ConsultationDetail } from '../../../../../../features/consultation/consultation-detail';

export const Route = createFileRoute('/_auth/v2/$area/consultationManagment/$id/')({
  staticData: { screen: 'consultationDetail', toastLayer: 'second' },
  beforeLoad: ({ context }) => guardScreen(context, 'consultationDetail'),
  component: ConsultationDetailRoute,
});

function ConsultationDetailRoute() {
  const { area } = Route.useRouteContext();
  const { id } = Route.useParams();
  return <ConsultationDetail area={area} clientLocalId={id} />;
}
