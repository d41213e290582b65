// Public intake, step 3 of 4 (000 §2.10): identity documents; back to basic info (or, for a
// visitor the server knew, to the national code).
import { useCallback } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { DocumentsStep } from '../../../../features/documents/documents-step';
import { IntakeDocuments } from '../../../../features/intake/intake-documents';
import { IntakeFrame } from '../../../../features/intake/intake-frame';
import { intakeStartPath } from '../../../../ui/kiosk-mode';
import { MuiBoundary, loadMui } from '../../../../ui/mui-boundary';
import { readRegistration } from '../../../../ui/registration-draft';

export const Route = createFileRoute('/reception/landing/AddnewClient/documents')({
  loader: () => loadMui(),
  component: DocumentsScreen,
});

function DocumentsScreen() {
  const navigate = useNavigate();
  const go = useCallback((href: string) => void navigate({ href, replace: true }), [navigate]);
  const restart = useCallback(() => go(intakeStartPath), [go]);
  // A known visitor skipped basic info: back is the national code.
  const back = () => go(readRegistration()?.existing === false ? '/reception/landing/AddnewClient/personalData' : intakeStartPath);
  return (
    <IntakeFrame step={2} onIdle={restart} onBack={back}>
      <MuiBoundary>
        <IntakeDocuments final={false} onMissing={restart} onNext={() => go('/reception/landing/AddnewClient/personalDoc')}
          documents={(id) => <DocumentsStep clientLocalId={id} kind="identity" />} />
      </MuiBoundary>
    </IntakeFrame>
  );
}
