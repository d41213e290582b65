// Public intake, step 2 of 4 (000 §2.10): basic info and the role choice for a new national code;
// back goes to the national code, still filled in. The frame is plain; the form brings MUI.
import { useEffect, useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { IntakeBasicInfo } from '../../../../features/clients/intake-basic-info';
import { IntakeFrame } from '../../../../features/intake/intake-frame';
import { MuiBoundary, loadMui } from '../../../../ui/mui-boundary';
import { readIntakeCode } from '../../../../state/registration-draft';
import { useIntakeNavigate } from '../../../-nav/intake-steps';

export const Route = createFileRoute('/reception/landing/AddnewClient/personalData')({
  loader: () => loadMui(),
  component: PersonalDataScreen,
});

function PersonalDataScreen() {
  const go = useIntakeNavigate();
  const [code] = useState(readIntakeCode);
  useEffect(() => {
    if (!code) go('nationalCode');
  }, [code, go]);
  return (
    <IntakeFrame step={1} onIdle={() => go('nationalCode')} onBack={() => go('nationalCode')}>
      {code && <MuiBoundary><IntakeBasicInfo nationalCode={code} onDone={() => go('documents')} /></MuiBoundary>}
    </IntakeFrame>
  );
}
