// Public intake, step 2 of 4 (000 §2.10): basic info and the role choice for a new national code;
// back goes to the national code, still filled in. The frame is plain; the form brings MUI.
import { useCallback, useEffect, useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { IntakeBasicInfo } from '../../../../features/clients/intake-basic-info';
import { IntakeFrame } from '../../../../features/intake/intake-frame';
import { intakeStartPath } from '../../../../ui/kiosk-mode';
import { MuiBoundary, loadMui } from '../../../../ui/mui-boundary';
import { readIntakeCode } from '../../../../ui/registration-draft';

export const Route = createFileRoute('/reception/landing/AddnewClient/personalData')({
  loader: () => loadMui(),
  component: PersonalDataScreen,
});

function PersonalDataScreen() {
  const navigate = useNavigate();
  const go = useCallback((href: string) => void navigate({ href, replace: true }), [navigate]);
  const [code] = useState(readIntakeCode);
  useEffect(() => {
    if (!code) go(intakeStartPath);
  }, [code, go]);
  return (
    <IntakeFrame step={1} onIdle={() => go(intakeStartPath)} onBack={() => go(intakeStartPath)}>
      {code && <MuiBoundary><IntakeBasicInfo nationalCode={code} onDone={() => go('/reception/landing/AddnewClient/documents')} /></MuiBoundary>}
    </IntakeFrame>
  );
}
