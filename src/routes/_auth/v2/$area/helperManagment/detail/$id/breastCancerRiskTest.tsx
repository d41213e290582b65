import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../../features/auth/screen-guard';
import { RiskTestForm } from '../../../../../../../features/helper/risk-test-form';
import { ScreenHeader } from '../../../../../../../ui/clinic/screen-header';
import { clientIdParam } from '../../../../../../-nav/client-id-param';
import { PatientBannerOf } from '../../../../../../-components/patient-banner-of';

export const Route = createFileRoute('/_auth/v2/$area/helperManagment/detail/$id/breastCancerRiskTest')({
  params: clientIdParam,
  staticData: { screen: 'riskTest' },
  beforeLoad: ({ context }) => guardScreen(context, 'riskTest'),
  component: FormRoute,
});

// After the local commit the form returns to the patient's detail page.
function FormRoute() {
  const { area } = Route.useRouteContext();
  const { id } = Route.useParams();
  const navigate = useNavigate();
  const back = () => void navigate({ to: '/v2/$area/helperManagment/detail/$id', params: { area, id }, replace: true });
  return (
    <section data-screen="riskTest">
      <ScreenHeader area={area} screen="riskTest" id={id} banner={<PatientBannerOf clientLocalId={id} />} />
      <RiskTestForm clientLocalId={id} onSaved={back} />
    </section>
  );
}
