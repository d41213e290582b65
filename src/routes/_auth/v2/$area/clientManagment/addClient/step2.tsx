// Add client, step 2 (000 §2.8): identity documents of the client kept from step 1.
import { useCallback } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../features/auth/screen-guard';
import { screenTitles } from '../../../../../../domain/stations';
import { AddClientStep2 } from '../../../../../../features/clients/add-client-documents';
import { DocumentsStep } from '../../../../../../features/documents/documents-step';
import { screenCrumbs } from '../../../../../-nav/screen-crumbs';
import { PatientBannerOf } from '../../../../../-components/patient-banner-of';

export const Route = createFileRoute('/_auth/v2/$area/clientManagment/addClient/step2')({
  staticData: { screen: 'addClientStep2' },
  beforeLoad: ({ context }) => guardScreen(context, 'addClientStep2'),
  component: Step2Screen,
});

function Step2Screen() {
  const { area } = Route.useRouteContext();
  const navigate = useNavigate();
  const toStep1 = useCallback(() => void navigate({ to: '/v2/$area/clientManagment/addClient', params: { area }, replace: true }), [navigate, area]);
  return (
    <AddClientStep2
      title={screenTitles.addClientStep2}
      crumbs={screenCrumbs(area, 'addClientStep2')}
      onMissing={toStep1}
      onPrevious={() => void navigate({ to: '/v2/$area/clientManagment/addClient', params: { area }, search: { resume: 1 }, replace: true })}
      onNext={() => void navigate({ to: '/v2/$area/clientManagment/addClient/step3', params: { area }, replace: true })}
      documents={(id) => (
        // The registration on its way: the patient as every later screen shows them, unsent until it reaches the server.
        <>
          <PatientBannerOf clientLocalId={id} />
          <DocumentsStep clientLocalId={id} kind="identity" />
        </>
      )}
    />
  );
}
