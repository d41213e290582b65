// Client detail (000 §2.11): personal data, edit, SMS, and both document sections. Toasts here
// are the second layer's (4 s, top-left).
import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../features/auth/screen-guard';
import { screenTitles } from '../../../../../../domain/stations';
import { ClientDetail } from '../../../../../../features/clients/client-detail';
import { DocumentSection } from '../../../../../../features/documents/document-section';
import { screenCrumbs } from '../../../../../-nav/screen-crumbs';
import { clientIdParam } from '../../../../../-nav/client-id-param';
import { PatientBannerOf } from '../../../../../-components/patient-banner-of';
import { ClientTimelineOf } from '../../../../../-components/client-timeline-of';
import { RecentOpeners } from '../../../../../../features/audit/recent-openers';

export const Route = createFileRoute('/_auth/v2/$area/clientManagment/detail/$id')({
  params: clientIdParam,
  staticData: { screen: 'clientDetail', toastLayer: 'second' },
  beforeLoad: ({ context }) => guardScreen(context, 'clientDetail'),
  component: ClientDetailScreen,
});

function ClientDetailScreen() {
  const { area } = Route.useRouteContext();
  const { id } = Route.useParams();
  return (
    <ClientDetail clientLocalId={id} title={screenTitles.clientDetail} crumbs={screenCrumbs(area, 'clientDetail', id)} banner={<PatientBannerOf clientLocalId={id} />}>
      {() => (
        <>
          {area === 'superAdmin' && <RecentOpeners clientLocalId={id} />}
          <DocumentSection clientLocalId={id} kind="identity" />
          <DocumentSection clientLocalId={id} kind="personal" />
          <ClientTimelineOf clientLocalId={id} area={area} />
        </>
      )}
    </ClientDetail>
  );
}
