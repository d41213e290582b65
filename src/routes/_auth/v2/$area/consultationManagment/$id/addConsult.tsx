import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../features/auth/screen-guard';
import { ConsultationForm } from '../../../../../../features/consultation/consultation-form';
import { ScreenHeader } from '../../../../../../ui/clinic/screen-header';
import { clientIdParam } from '../../../../../-nav/client-id-param';
import { PatientBannerOf } from '../../../../../-components/patient-banner-of';

export const Route = createFileRoute('/_auth/v2/$area/consultationManagment/$id/addConsult')({
  params: clientIdParam,
  staticData: { screen: 'addConsult' },
  beforeLoad: ({ context }) => guardScreen(context, 'addConsult'),
  component: AddConsultRoute,
});

// 001 §2: after saving, back to the client page, replacing this entry in the history.
function AddConsultRoute() {
  const { area } = Route.useRouteContext();
  const { id } = Route.useParams();
  const navigate = useNavigate();
  const back = () => void navigate({ to: '/v2/$area/consultationManagment/$id', params: { area, id }, replace: true });
  return (
    <section data-screen="addConsult">
      <ScreenHeader area={area} screen="addConsult" id={id} banner={<PatientBannerOf clientLocalId={id} />} />
      <ConsultationForm clientLocalId={id} onSaved={back} />
    </section>
  );
}
