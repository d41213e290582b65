// Add client, step 3 (000 §2.9): personal documents and the final submit; back to the list after.
import { useCallback } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../features/auth/screen-guard';
import { messages } from '../../../../../../domain/messages';
import { screenPath } from '../../../../../../domain/permissions';
import { screenTitles } from '../../../../../../domain/stations';
import { AddClientStep3 } from '../../../../../../features/clients/add-client-documents';
import { DocumentsStep } from '../../../../../../features/documents/documents-step';
import { screenCrumbs } from '../../../../../../ui/screen-crumbs';

export const Route = createFileRoute('/_auth/v2/$area/clientManagment/addClient/step3')({
  staticData: { screen: 'addClientStep3', toastLayer: 'second' },
  beforeLoad: ({ context }) => guardScreen(context, 'addClientStep3'),
  component: Step3Screen,
});

function Step3Screen() {
  const { area } = Route.useRouteContext();
  const navigate = useNavigate();
  const go = useCallback((href: string) => void navigate({ href, replace: true }), [navigate]);
  const toStep1 = useCallback(() => go(screenPath(area, 'addClient')), [go, area]);
  return (
    <AddClientStep3
      title={screenTitles.addClientStep3}
      crumbs={screenCrumbs(area, 'addClientStep3')}
      onMissing={toStep1}
      onPrevious={() => go(screenPath(area, 'addClientStep2'))}
      onDone={() => go(screenPath(area, 'clientManagment'))}
      documents={(id) => <DocumentsStep clientLocalId={id} kind="personal" confirmText={messages.confirmDeleteShort} />}
    />
  );
}
