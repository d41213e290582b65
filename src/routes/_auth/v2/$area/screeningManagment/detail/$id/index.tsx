// Screening detail (001 §2) with the client detail's edit and SMS modals composed in
// (000 §5 rules); toasts here are the second layer's (4 s, top-left).
import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../../features/auth/screen-guard';
import { ClientSmsListOf } from '../../../../../../../features/clients/client-sms-list';
import { ScreeningDetail } from '../../../../../../../features/screening/screening-detail';
import { ClientActionsWithFollowUp } from '../../../../../../-components/client-actions-with-follow-up';
import { clientIdParam } from '../../../../../../-nav/client-id-param';
import { openRecordSearch } from '../../../../../../-nav/open-record-param';
import { parseOpenKey } from '../../../../../../../domain/timeline';
import { PatientBannerOf } from '../../../../../../-components/patient-banner-of';
import { ClientTimelineOf } from '../../../../../../-components/client-timeline-of';
import { PatientPrintRecords } from '../../../../../../-components/patient-print';

export const Route = createFileRoute('/_auth/v2/$area/screeningManagment/detail/$id/')({
  params: clientIdParam,
  validateSearch: openRecordSearch,
  staticData: { screen: 'screeningDetail', toastLayer: 'second' },
  beforeLoad: ({ context }) => guardScreen(context, 'screeningDetail'),
  component: ScreeningDetailRoute,
});

function ScreeningDetailRoute() {
  const { area } = Route.useRouteContext();
  const { id } = Route.useParams();
  const { open } = Route.useSearch();
  return <ScreeningDetail area={area} clientLocalId={id} open={parseOpenKey(open)} banner={<PatientBannerOf clientLocalId={id} />} personalActions={<ClientActionsWithFollowUp clientLocalId={id} />} messages={<><ClientSmsListOf clientLocalId={id} /><ClientTimelineOf clientLocalId={id} area={area} /><PatientPrintRecords clientLocalId={id} /></>} />;
}
