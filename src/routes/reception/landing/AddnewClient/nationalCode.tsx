// Public intake, step 1 of 4 (000 §2.10): the national code twice. Every step moves with
// `replace`, so a kiosk's history never leads back to a previous visitor; a new visitor starts
// from nothing because the last one's submit, idle reset or cancel cleared the draft.
import { useCallback } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { IntakeFrame } from '../../../../features/intake/intake-frame';
import { LeaveKiosk } from '../../../../features/intake/leave-kiosk';
import { NationalCodeStep } from '../../../../features/intake/national-code-step';
import { intakeStartPath, useKioskStore } from '../../../../ui/kiosk-mode';

export const Route = createFileRoute('/reception/landing/AddnewClient/nationalCode')({
  component: NationalCodeScreen,
});

function NationalCodeScreen() {
  const navigate = useNavigate();
  const kiosk = useKioskStore((state) => state.device !== null);
  const go = useCallback((href: string) => void navigate({ href, replace: true }), [navigate]);
  return (
    <IntakeFrame step={0} onIdle={() => go(intakeStartPath)} footer={kiosk ? <LeaveKiosk onLeft={() => go('/')} /> : undefined}>
      <NationalCodeStep
        onNew={() => go('/reception/landing/AddnewClient/personalData')}
        onFound={() => go('/reception/landing/AddnewClient/documents')}
      />
    </IntakeFrame>
  );
}
