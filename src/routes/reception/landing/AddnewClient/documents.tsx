// Public intake, step 3 of 4 (000 §2.10): identity documents; back to basic info (or, for a
// visitor the server knew, to the national code).
import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { DocumentsStep } from '../../../../features/documents/documents-step';
import { IntakeDocuments } from '../../../../features/intake/intake-documents';
import { IntakeFrame } from '../../../../features/intake/intake-frame';
import { MuiBoundary, loadMui } from '../../../../ui/mui-boundary';
import { readRegistration } from '../../../../state/registration-draft';
import { useIntakeNavigate } from '../../../-nav/intake-steps';

export const Route = createFileRoute('/reception/landing/AddnewClient/documents')({
  loader: () => loadMui(),
  component: DocumentsScreen,
});

function DocumentsScreen() {
  const go = useIntakeNavigate();
  const restart = useCallback(() => go('nationalCode'), [go]);
  // A known visitor skipped basic info: back is the national code.
  const back = () => go(readRegistration()?.existing === false ? 'personalData' : 'nationalCode');
  return (
    <IntakeFrame step={2} onIdle={restart} onBack={back}>
      <MuiBoundary>
        <IntakeDocuments final={false} onMissing={restart} onNext={() => go('personalDoc')}
          documents={(id) => <DocumentsStep clientLocalId={id} kind="identity" />} />
      </MuiBoundary>
    </IntakeFrame>
  );
}
