import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../../features/auth/screen-guard';
import { ScreeningTestPage } from '../../../../../../../features/screening/screening-test-page';
import { clientIdParam } from '../../../../../../-nav/client-id-param';
import { PatientBannerOf } from '../../../../../../-components/patient-banner-of';

export const Route = createFileRoute('/_auth/v2/$area/screeningManagment/detail/$id/screeningTest')({
  params: clientIdParam,
  staticData: { screen: 'screeningTest' },
  beforeLoad: ({ context }) => guardScreen(context, 'screeningTest'),
  component: ScreeningTestRoute,
});

function ScreeningTestRoute() {
  const { area } = Route.useRouteContext();
  const { id } = Route.useParams();
  const navigate = useNavigate();
  const back = () => void navigate({ to: '/v2/$area/screeningManagment/detail/$id', params: { area, id }, replace: true });
  return <ScreeningTestPage area={area} clientLocalId={id} banner={<PatientBannerOf clientLocalId={id} />} onSaved={back} />;
}
