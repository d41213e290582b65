import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../../../features/auth/screen-guard';
import { DiseaseDataPage } from '../../../../../../../../features/helper/disease-data-page';
import { clientIdParam } from '../../../../../../../-nav/client-id-param';
import { PatientBannerOf } from '../../../../../../../-components/patient-banner-of';

export const Route = createFileRoute('/_auth/v2/$area/helperManagment/detail/$id/diseaseData/')({
  params: clientIdParam,
  staticData: { screen: 'diseaseData' },
  beforeLoad: ({ context }) => guardScreen(context, 'diseaseData'),
  component: DiseaseDataRoute,
});

function DiseaseDataRoute() {
  const { area } = Route.useRouteContext();
  const { id } = Route.useParams();
  const navigate = useNavigate();
  const back = () => void navigate({ to: '/v2/$area/helperManagment/detail/$id', params: { area, id }, replace: true });
  return <DiseaseDataPage area={area} clientLocalId={id} banner={<PatientBannerOf clientLocalId={id} />} update={false} onSaved={back} />;
}
