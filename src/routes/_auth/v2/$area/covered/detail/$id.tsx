// Covered patient detail (001 §2): the covered station's page with the reception pieces composed
// in — the edit and SMS modals, and the document sections with thumbnails and the image viewer.
// Toasts here are the second layer's (4 s, top-left).
import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../features/auth/screen-guard';
import { ClientSmsListOf } from '../../../../../../features/clients/client-sms-list';
import { CoveredDetail } from '../../../../../../features/covered/covered-detail';
import { DocumentSection } from '../../../../../../features/documents/document-section';
import { ClientActionsWithFollowUp } from '../../../../../-components/client-actions-with-follow-up';
import { clientIdParam } from '../../../../../-nav/client-id-param';
import { openRecordSearch } from '../../../../../-nav/open-record-param';
import { parseOpenKey } from '../../../../../../domain/timeline';
import { PatientBannerOf } from '../../../../../-components/patient-banner-of';
import { ClientTimelineOf } from '../../../../../-components/client-timeline-of';
import { PatientPrintRecords } from '../../../../../-components/patient-print';

export const Route = createFileRoute('/_auth/v2/$area/covered/detail/$id')({
  params: clientIdParam,
  validateSearch: openRecordSearch,
  staticData: { screen: 'coveredDetail', toastLayer: 'second' },
  beforeLoad: ({ context }) => guardScreen(context, 'coveredDetail'),
  component: CoveredDetailRoute,
});

function CoveredDetailRoute() {
  const { area } = Route.useRouteContext();
  const { id } = Route.useParams();
  const { open } = Route.useSearch();
  return (
    <CoveredDetail
      area={area}
      clientLocalId={id}
      open={parseOpenKey(open)}
      banner={<PatientBannerOf clientLocalId={id} />}
      personalActions={<ClientActionsWithFollowUp clientLocalId={id} />} messages={<><ClientSmsListOf clientLocalId={id} /><ClientTimelineOf clientLocalId={id} area={area} /><PatientPrintRecords clientLocalId={id} /></>}
      documents={
        <>
          <DocumentSection clientLocalId={id} kind="identity" />
          <DocumentSection clientLocalId={id} kind="personal" />
        </>
      }
    />
  );
}
