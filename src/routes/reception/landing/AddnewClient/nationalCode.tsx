// Public intake, step 1 of 4 (000 §2.10): the national code twice. Every step moves with
// `replace`, so a kiosk's history never leads back to a previous visitor; a new visitor starts
// from nothing because the last one's submit, idle reset or cancel cleared the draft.
import { createFileRoute } from '@tanstack/react-router';
import { IntakeFrame } from '../../../../features/intake/intake-frame';
import { LeaveKiosk } from '../../../../features/intake/leave-kiosk';
import { NationalCodeStep } from '../../../../features/intake/national-code-step';
import { useKioskStore } from '../../../../state/kiosk-mode';
import { useIntakeNavigate } from '../../../-nav/intake-steps';

export const Route = createFileRoute('/reception/landing/AddnewClient/nationalCode')({
  component: NationalCodeScreen,
});

function NationalCodeScreen() {
  const kiosk = useKioskStore((state) => state.device !== null);
  const go = useIntakeNavigate();
  return (
    <IntakeFrame step={0} onIdle={() => go('nationalCode')} footer={kiosk ? <LeaveKiosk onLeft={() => go('home')} /> : undefined}>
      <NationalCodeStep
        onNew={() => go('personalData')}
        onFound={() => go('documents')}
      />
    </IntakeFrame>
  );
}
