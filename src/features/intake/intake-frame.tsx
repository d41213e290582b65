// The frame of the public intake's four steps (000 §2.2, §2.10): the step indicator, and on a
// kiosk the device's sync engine and the idle reset.
import { Fragment, useCallback, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { kioskText } from '../../domain/reception-text';
import { appText } from '../../domain/stations';
import { IntakeStepper } from '../../ui/intake-stepper';
import { useKioskStore } from '../../ui/kiosk-mode';
import { clearRegistration } from '../../ui/registration-draft';
import { useToastStore } from '../../ui/toast-store';
import { useIdleReset } from './idle-reset';
import { useKioskSync } from './kiosk-sync';

interface IntakeFrameProps {
  step: 0 | 1 | 2 | 3;
  /** Go to the first step (kiosk idle); the frame has already dropped what the visitor entered. */
  onIdle: () => void;
  children: ReactNode;
  /** Shown under the steps (the kiosk's way out for staff). */
  footer?: ReactNode;
}

export function IntakeFrame({ step, onIdle, children, footer }: IntakeFrameProps) {
  const kiosk = useKioskStore((state) => state.device !== null);
  // An expired device token: intakes still go to the tablet and wait; staff must renew the kiosk.
  const expired = useKioskStore((state) => state.device !== null && state.device.expiresAt < Date.now());
  // A new generation remounts the step, so no field keeps the last visitor's input.
  const [generation, setGeneration] = useState(0);
  const idle = useCallback(() => {
    clearRegistration();
    useToastStore.setState({ toasts: [] }); // no message of the last visitor stays up either
    setGeneration((g) => g + 1);
    onIdle();
  }, [onIdle]);
  useKioskSync();
  useIdleReset(kiosk, idle);
  return (
    <Box component="main" sx={{ maxWidth: 960, mx: 'auto', p: { xs: 2, sm: 3 } }} data-intake-step={step + 1} data-kiosk={kiosk ? 'on' : 'off'}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>{appText.intakeStepper[step]}</Typography>
      {expired && <Alert severity="warning" sx={{ mb: 2 }}>{kioskText.expired}</Alert>}
      <IntakeStepper active={step} />
      <Fragment key={generation}>{children}</Fragment>
      {footer}
    </Box>
  );
}
