// Consultation client page (001 §2) with the client detail's edit and SMS modals composed in
// (000 §5 rules); toasts here are the second layer's (4 s, top-left).
import { createFileRoute } from '@tanstack/react-router';
import Stack from '@mui/material/Stack';
import { guardScreen } from '../../../../../../features/auth/screen-guard';
import { ClientPersonalActions } from '../../../../../../features/clients/client-personal-actions';
import { ClientSmsListOf } from '../../../../../../features/clients/client-sms-list';
import { ConsultationDetail } from '../../../../../../features/consultation/consultation-detail';
import { clientIdParam } from '../../../../../-nav/client-id-param';
import { openRecordSearch } from '../../../../../-nav/open-record-param';
import { parseOpenKey } from '../../../../../../domain/timeline';
import { PatientBannerOf } from '../../../../../-components/patient-banner-of';
import { ClientTimelineOf } from '../../../../../-components/client-timeline-of';
import { PatientPrintButton, PatientPrintRecords } from '../../../../../-components/patient-print';

export const Route = createFileRoute('/_auth/v2/$area/consultationManagment/$id/')({
  params: clientIdParam,
  validateSearch: openRecordSearch,
  staticData: { screen: 'consultationDetail', toastLayer: 'second' },
  beforeLoad: ({ context }) => guardScreen(context, 'consultationDetail'),
  component: ConsultationDetailRoute,
});

function ConsultationDetailRoute() {
  const { area } = Route.useRouteContext();
  const { id } = Route.useParams();
  const { open } = Route.useSearch();
  return <ConsultationDetail area={area} clientLocalId={id} open={parseOpenKey(open)} banner={<PatientBannerOf clientLocalId={id} />} personalActions={<Stack direction="row" spacing={1}><ClientPersonalActions clientLocalId={id} /><PatientPrintButton /></Stack>} messages={<><ClientSmsListOf clientLocalId={id} /><ClientTimelineOf clientLocalId={id} area={area} /><PatientPrintRecords clientLocalId={id} /></>} />;
}
