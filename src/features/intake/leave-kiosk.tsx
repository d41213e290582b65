// Leaving kiosk mode takes a staff member's user name and password, checked by the server, so a
// visitor cannot walk out of the intake into the staff app. Beside it, a count of intakes the
// server refused: staff see them (and correct them) once they have left kiosk mode. Plain markup:
// it sits on step 1.
import { useId, useState } from 'react';
import { kioskText } from '../../domain/reception-text';
import { appText } from '../../domain/stations';
import { useKioskRefusalCount } from '../../db/react/index';
import { useLocalWrite } from '../../ui/local-write';
import { PlainButton } from '../../ui/plain/button';
import { PlainDialog } from '../../ui/plain/dialog';
import { PlainTextField } from '../../ui/plain/text-field';
import { leaveKiosk } from './leave-kiosk-mode';

export function LeaveKiosk({ onLeft }: { onLeft: () => void }) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const { saving: busy, write } = useLocalWrite();
  const refused = useKioskRefusalCount();

  async function leave() {
    await write(() => leaveKiosk(userName, password), {
      then: (left) => {
        if (!left) return;
        setOpen(false);
        onLeft();
      },
    });
    setPassword('');
  }

  return (
    <>
      {refused > 0 && <p role="status" className="pl-kiosk-refused">{kioskText.staffNeeded(refused)}</p>}
      <PlainButton size="small" color="inherit" faint onClick={() => setOpen(true)}>{kioskText.leaveKiosk}</PlainButton>
      <PlainDialog open={open} onClose={() => setOpen(false)} labelledBy={titleId} narrow>
        <h2 className="pl-dialog__title" id={titleId}>{kioskText.leaveKiosk}</h2>
        <div className="pl-dialog__content">
          <div className="pl-stack pl-dialog__fields">
            <PlainTextField label={appText.userName} value={userName} onChange={(e) => setUserName(e.target.value)} autoComplete="off" />
            <PlainTextField label={appText.password} type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="off" />
          </div>
        </div>
        <div className="pl-dialog__actions">
          <PlainButton onClick={() => setOpen(false)}>{appText.cancel}</PlainButton>
          <PlainButton variant="contained" loading={busy} onClick={() => void leave()}>{appText.confirm}</PlainButton>
        </div>
      </PlainDialog>
    </>
  );
}
