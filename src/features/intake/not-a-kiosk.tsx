// The public intake on a tablet that is not a kiosk: without a Kiosk token nothing can
// be looked up or sent, and a finished intake would wait on a stranger's tablet, so the page
// says plainly that staff must first make this tablet a kiosk.
import { intakeText } from '../../domain/intake-text';
import { appText } from '../../domain/stations';
import { PlainAlert } from '../../ui/plain/alert';
import { PlainLink } from '../../ui/plain/plain-link';

export function NotAKiosk() {
  return (
    <PlainAlert severity="info" title={intakeText.notAKioskTitle} className="pl-intake__notice"
      action={<PlainLink href="/" className="pl-button pl-button--inherit pl-nowrap">{appText.backHome}</PlainLink>}>
      {intakeText.notAKiosk}
    </PlainAlert>
  );
}
