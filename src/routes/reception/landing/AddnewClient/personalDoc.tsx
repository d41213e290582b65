// Public intake, step 4 of 4 (000 §2.9, §2.10): personal documents and the final submit; without
// a client held it goes back to the national code. After submit: a kiosk shows its end screen and
// then returns to its start, anyone else goes to the landing page. Toasts here are the second
// layer's (4 s, top-left).
import { useCallback, useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { messages } from '../../../../domain/messages';
import { DocumentsStep } from '../../../../features/documents/documents-step';
import { IntakeDocuments } from '../../../../features/intake/intake-documents';
import { IntakeFrame } from '../../../../features/intake/intake-frame';
import { kioskDevice } from '../../../../state/kiosk-mode';
import { MuiBoundary, loadMui } from '../../../../ui/mui-boundary';
import { useIntakeNavigate } from '../../../-nav/intake-steps';

export const Route = createFileRoute('/reception/landing/AddnewClient/personalDoc')({
  loader: () => loadMui(),
  staticData: { toastLayer: 'second' },
  component: PersonalDocScreen,
});

function PersonalDocScreen() {
  const go = useIntakeNavigate();
  const restart = useCallback(() => go('nationalCode'), [go]);
  const [finished, setFinished] = useState(false);
  return (
    <IntakeFrame step={3} onIdle={restart} onBack={() => go('documents')} finished={finished}>
      <MuiBoundary>
        <IntakeDocuments final onMissing={restart} onNext={() => (kioskDevice() ? setFinished(true) : go('home'))}
          documents={(id) => <DocumentsStep clientLocalId={id} kind="personal" confirmText={messages.confirmDeleteShort} />} />
      </MuiBoundary>
    </IntakeFrame>
  );
}
