import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../../../features/auth/screen-guard';
import { screenPath } from '../../../../../../../../domain/permissions';
import { DiseaseDataPage } from '../../../../../../../../features/helper/disease-data-page';

export const Route = createFileRoute('/_auth/v2/$area/helperManagment/detail/$id/diseaseData/update')({
  staticData: { screen: 'diseaseDataUpdate' },
  beforeLoad: ({ context }) => guardScreen(context, 'diseaseDataUpdate'),
  component: DiseaseDataRoute,
});

function DiseaseDataRoute() {
  const { area } = Route.useRouteContext();
  const { id } = Route.useParams();
  const navigate = useNavigate();
  const back = () => void navigate({ href: screenPath(area, 'helperDetail', id), replace: true });
  return <DiseaseDataPage area={area} clientLocalId={id} update={true} onSaved={back} />;
}
