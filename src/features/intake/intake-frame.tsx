// The frame of the public intake's four steps (000 §2.2, §2.10): the institute's name, what the
// step asks, the step indicator, a way back and a way to cancel (issue 14), and on a kiosk the
// device's sync engine and the idle reset. A tablet that is not a kiosk says so instead.
import { Fragment, useCallback, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { intakeText } from '../../domain/intake-text';
import { kioskText } from '../../domain/reception-text';
import { appText } from '../../domain/stations';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { IntakeStepper } from '../../ui/intake-stepper';
import { useKioskStore } from '../../ui/kiosk-mode';
import { clearRegistration } from '../../ui/registration-draft';
import { useToastStore } from '../../ui/toast-store';
import { endIntake } from './end-intake';
import { useIdleReset } from './idle-reset';
import { useKioskSync } from './kiosk-sync';
import { NotAKiosk } from './not-a-kiosk';

interface IntakeFrameProps {
  step: 0 | 1 | 2 | 3;
  /** Go to the first step (idle or cancel); the frame has already dropped what the visitor entered. */
  onIdle: () => void;
  /** The step before this one; none on the first step. */
  onBack?: () => void;
  children: ReactNode;
  /** Shown under the steps (the kiosk's way out for staff). */
  footer?: ReactNode;
}

export function IntakeFrame({ step, onIdle, onBack, children, footer }: IntakeFrameProps) {
  const kiosk = useKioskStore((state) => state.device !== null);
  // An expired device token: intakes still go to the tablet and wait; staff must renew the kiosk.
  const expired = useKioskStore((state) => state.device !== null && state.device.expiresAt < Date.now());
  // A new generation remounts the step, so no field keeps the last visitor's input.
  const [generation, setGeneration] = useState(0);
  const [cancelling, setCancelling] = useState(false);
  const leave = useCallback(() => {
    clearRegistration(); // at once: the next screen must not read it while the store is closing
    void endIntake().catch(() => {}); // what stays behind is forgotten by the engine's next pass
    useToastStore.setState({ toasts: [] }); // no message of the last visitor stays up either
    setCancelling(false);
    setGeneration((g) => g + 1);
    onIdle();
  }, [onIdle]);
  useKioskSync();
  useIdleReset(kiosk, leave);
  return (
    <Box component="main" sx={{ maxWidth: 960, mx: 'auto', p: { xs: 2, sm: 3 } }} data-intake-step={step + 1} data-kiosk={kiosk ? 'on' : 'off'}>
      <Typography component="p" variant="subtitle1" sx={{ color: 'text.secondary', mb: 0.5 }}>{appText.instituteName}</Typography>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>{appText.intakeStepper[step]}</Typography>
      {!kiosk ? <NotAKiosk /> : (
        <>
          <Typography sx={{ mb: 2 }}>{intakeText.instructions[step]}</Typography>
          {expired && <Alert severity="warning" sx={{ mb: 2 }}>{kioskText.expired}</Alert>}
          <IntakeStepper active={step} />
          <Fragment key={generation}>{children}</Fragment>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', mt: 3 }}>
            {onBack ? <Button variant="outlined" onClick={onBack}>{intakeText.back}</Button> : <span />}
            <Button color="error" onClick={() => setCancelling(true)}>{intakeText.cancel}</Button>
          </Stack>
          <ConfirmDialog open={cancelling} text={intakeText.cancelQuestion} onConfirm={leave} onClose={() => setCancelling(false)} />
        </>
      )}
      {footer}
    </Box>
  );
}
