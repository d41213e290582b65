// The frame of the public intake's four steps (000 §2.2, §2.10): the institute's name, what the
// step asks, the step indicator, a way back and a way to cancel, and on a kiosk the
// device's sync engine and the idle reset. A tablet that is not a kiosk says so instead. Once the
// last step is sent the kiosk's end screen stands in for it all. Plain markup (ui/plain): the
// first step loads no MUI; the later steps bring it for their forms.
import { Fragment, useCallback, useState, type ReactNode } from 'react';
import { intakeText } from '../../domain/intake-text';
import { lockText } from '../../domain/lock-text';
import { kioskText } from '../../domain/reception-text';
import { appText } from '../../domain/stations';
import { IntakeStepper } from '../../ui/intake-stepper';
import { useKioskStore } from '../../state/kiosk-mode';
import { PlainAlert } from '../../ui/plain/alert';
import { PlainButton } from '../../ui/plain/button';
import { PlainConfirmDialog } from '../../ui/plain/plain-confirm-dialog';
import { clearRegistration } from '../../state/registration-draft';
import { useToastStore } from '../../ui/toast-store';
import { endIntake } from './end-intake';
import { IntakeDone } from './intake-done';
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
  /** The intake is sent: the end screen, then the first step for the next visitor. */
  finished?: boolean;
}

export function IntakeFrame({ step, onIdle, onBack, children, footer, finished = false }: IntakeFrameProps) {
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
  const notUnlocked = useKioskSync();
  // A visitor already past the first step finishes: her intake waits on the kiosk for staff.
  const shown = notUnlocked === null || (notUnlocked === lockText.kioskNeedsStaff && step > 0);
  useIdleReset(kiosk && !finished, leave);
  // The engine above keeps sending while the end screen stands.
  if (kiosk && finished) return <IntakeDone onDone={leave} />;
  return (
    <main className="pl-intake" data-intake-step={step + 1} data-kiosk={kiosk ? 'on' : 'off'}>
      <p className="pl-subtitle pl-muted pl-intake__institute">{appText.instituteName}</p>
      <h1 className="pl-title pl-intake__title">{appText.intakeStepper[step]}</h1>
      {!kiosk ? <NotAKiosk /> : (
        <>
          <p className="pl-text pl-intake__instructions">{intakeText.instructions[step]}</p>
          {expired && <PlainAlert severity="warning" className="pl-intake__expired">{kioskText.expired}</PlainAlert>}
          <IntakeStepper active={step} />
          {notUnlocked && <PlainAlert severity="warning">{notUnlocked}</PlainAlert>}
          {shown && <Fragment key={generation}>{children}</Fragment>}
          <div className="pl-intake__actions">
            {onBack ? <PlainButton variant="outlined" onClick={onBack}>{intakeText.back}</PlainButton> : <span />}
            <PlainButton color="error" onClick={() => setCancelling(true)}>{intakeText.cancel}</PlainButton>
          </div>
          <PlainConfirmDialog open={cancelling} text={intakeText.cancelQuestion} onConfirm={leave} onClose={() => setCancelling(false)} />
        </>
      )}
      {footer}
    </main>
  );
}
