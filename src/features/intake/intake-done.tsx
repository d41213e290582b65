// The kiosk's end screen: the visitor is told, on the whole screen, that the intake is recorded
// and what happens next (wait to be called by reception). «تمام», or a few seconds, hand the
// tablet to the next visitor; nothing of this visitor is on it.
import { useEffect, useRef } from 'react';
import { intakeText } from '../../domain/intake-text';
import { messages } from '../../domain/messages';
import { PlainButton } from '../../ui/plain/button';
import { Icon } from '../../ui/plain/icon';
import { iconPaths } from '../../ui/plain/icon-paths';
import { useToastStore } from '../../ui/toast-store';

/** Long enough to read the two sentences, short enough that the next visitor does not wait. */
export const intakeDoneMs = 8000;

export function IntakeDone({ onDone, doneMs = intakeDoneMs }: { onDone: () => void; doneMs?: number }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    useToastStore.setState({ toasts: [] }); // nothing stays over the screen, nor after it
    heading.current?.focus(); // a screen reader reads the screen that replaced the form
    const timer = setTimeout(onDone, doneMs);
    return () => clearTimeout(timer);
  }, [onDone, doneMs]);
  return (
    <main className="pl-intake-done" data-intake-done="">
      <Icon paths={iconPaths.checkCircle} className="pl-icon pl-intake-done__icon" />
      <h1 className="pl-title pl-intake-done__title" tabIndex={-1} ref={heading}>{intakeText.doneTitle}</h1>
      {/* The seeds' sentence for a finished intake, where the corner toast used to say it. */}
      <p className="pl-text pl-intake-done__next">{messages.clientFinalized}</p>
      <p className="pl-text pl-intake-done__next">{intakeText.doneNext}</p>
      <p className="pl-text pl-muted">{intakeText.doneReset}</p>
      <PlainButton variant="contained" size="large" className="pl-intake-done__button" onClick={onDone}>{intakeText.doneButton}</PlainButton>
    </main>
  );
}
