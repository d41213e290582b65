// Add client, step 2 (000 §2.8): identity documents of the client kept from step 1.
import { useCallback } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../features/auth/screen-guard';
import { screenPath } from '../../../../../../domain/permissions';
import { screenTitles } from '../../../../../../domain/stations';
import { AddClientStep2 } from '../../../../../../features/clients/add-client-documents';
import { DocumentsStep } from '../../../../../../features/documents/documents-step';
import { screenCrumbs } from '../../../../../../ui/screen-crumbs';

export const Route = createFileRoute('/_auth/v2/$area/clientManagment/addClient/step2')({
  staticData: { screen: 'addClientStep2' },
  beforeLoad: ({ context }) => guardScreen(context, 'addClientStep2'),
  component: Step2Screen,
});

function Step2Screen() {
  const { area } = Route.useRouteContext();
  const navigate = useNavigate();
  const go = useCallback((href: string) => void navigate({ href, replace: true }), [navigate]);
  const toStep1 = useCallback(() => go(screenPath(area, 'addClient')), [go, area]);
  return (
    <AddClientStep2
      title={screenTitles.addClientStep2}
      crumbs={screenCrumbs(area, 'addClientStep2')}
      onMissing={toStep1}
      onPrevious={() => go(`${screenPath(area, 'addClient')}?resume=1`)}
      onNext={() => go(screenPath(area, 'addClientStep3'))}
      documents={(id) => <DocumentsStep clientLocalId={id} kind="identity" />}
    />
  );
}
