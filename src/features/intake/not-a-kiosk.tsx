// The public intake on a tablet that is not a kiosk: without a Kiosk token nothing can be looked
// up or sent, and a finished intake would wait on a stranger's tablet. So the page tells the
// visitor to go to reception, tells staff how to make this tablet a kiosk (sign in at reception,
// then the button of the client list), and leads back to the landing.
import { intakeText } from '../../domain/intake-text';
import { appText, loginPathOfArea } from '../../domain/stations';
import { PlainAlert } from '../../ui/plain/alert';
import { PlainLink } from '../../ui/plain/plain-link';

export function NotAKiosk() {
  return (
    <div className="pl-stack pl-intake__notice">
      <PlainAlert severity="info" title={intakeText.notAKioskTitle}>{intakeText.notAKiosk}</PlainAlert>
      <p className="pl-text pl-muted">{intakeText.notAKioskStaff}</p>
      <div className="pl-intake__actions">
        <PlainLink href="/" className="pl-button pl-button--outlined">{appText.backHome}</PlainLink>
        <PlainLink href={loginPathOfArea.reception} className="pl-button pl-button--contained">{intakeText.staffSignIn}</PlainLink>
      </div>
    </div>
  );
}
