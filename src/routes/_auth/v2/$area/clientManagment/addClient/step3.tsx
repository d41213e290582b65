// Add client, step 3 (000 §2.9): personal documents and the final submit; back to the list after.
import { useCallback } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../features/auth/screen-guard';
import { messages } from '../../../../../../domain/messages';
import { screenTitles } from '../../../../../../domain/stations';
import { AddClientStep3 } from '../../../../../../features/clients/add-client-documents';
import { DocumentsStep } from '../../../../../../features/documents/documents-step';
import { screenCrumbs } from '../../../../../-nav/screen-crumbs';
import { PatientBannerOf } from '../../../../../-components/patient-banner-of';

export const Route = createFileRoute('/_auth/v2/$area/clientManagment/addClient/step3')({
  staticData: { screen: 'addClientStep3', toastLayer: 'second' },
  beforeLoad: ({ context }) => guardScreen(context, 'addClientStep3'),
  component: Step3Screen,
});

function Step3Screen() {
  const { area } = Route.useRouteContext();
  const navigate = useNavigate();
  const toStep1 = useCallback(() => void navigate({ to: '/v2/$area/clientManagment/addClient', params: { area }, replace: true }), [navigate, area]);
  return (
    <AddClientStep3
      title={screenTitles.addClientStep3}
      crumbs={screenCrumbs(area, 'addClientStep3')}
      onMissing={toStep1}
      onPrevious={() => void navigate({ to: '/v2/$area/clientManagment/addClient/step2', params: { area }, replace: true })}
      onDone={() => void navigate({ to: '/v2/$area/clientManagment', params: { area }, replace: true })}
      documents={(id) => (
        // The registration on its way: the patient as every later screen shows them, unsent until it reaches the server.
        <>
          <PatientBannerOf clientLocalId={id} />
          <DocumentsStep clientLocalId={id} kind="personal" confirmText={messages.confirmDeleteShort} />
        </>
      )}
    />
  );
}
