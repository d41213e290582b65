// The lock screen: the tablet's patient data is locked (an idle lock, or a page opened offline
// after the service worker lost the key), and the signed-in person types their password again;
// the offline verifier's run unwraps the data key, or, where the tablet holds no copy for this
// person, the server signs the same person in again (unlock-with-server.ts). It stands for the sign-in page and looks like
// it (logo, institute, card, the same fields), over the whole screen: what lies under it (a
// half-filled form) stays mounted and comes back as it was.
import { useCallback, useId, useState, type FormEvent } from 'react';
import Dialog from '@mui/material/Dialog';
import { giveKeyToWorker, localDb, unlockWith, verifyUnlock } from '../../db/index';
import { lockText } from '../../domain/lock-text';
import { appText } from '../../domain/stations';
import { useAppNavigate } from '../../ui/app-navigation';
import { PlainAlert } from '../../ui/plain/alert';
import { PlainButton } from '../../ui/plain/button';
import { Icon } from '../../ui/plain/icon';
import { iconPaths } from '../../ui/plain/icon-paths';
import { Logo } from '../../ui/plain/logo';
import { PlainTextField } from '../../ui/plain/text-field';
import { releaseLock } from './held-lock';
import { useSession } from './session-store';
import { unlockWithServer } from './unlock-with-server';
import { signOut } from './sign-out';
import { useSignOutWarning } from './sign-out-warning';

export function LockScreen() {
  const session = useSession();
  const navigate = useAppNavigate();
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function unlock(event: FormEvent) {
    event.preventDefault();
    if (!session || busy || !password) return;
    setBusy(true);
    setError('');
    try {
      const verdict = await verifyUnlock(localDb(), String(session.userId), password);
      if (verdict.ok && verdict.dataKey) {
        unlockWith(verdict.dataKey);
        verdict.dataKey.fill(0);
        releaseLock();
        setPassword('');
        await giveKeyToWorker();
        return;
      }
      if (!verdict.ok && verdict.reason === 'wrong-password') {
        setError(lockText.wrongPassword);
        return;
      }
      // The tablet holds no copy of the key for this person (never written, or older than 14
      // days): the server can check the password, when it is reachable. A wrong password stays
      // on the tablet: it never counts against the person's account on the server.
      const online = await unlockWithServer(session, password);
      if (online === 'unlocked') setPassword('');
      else setError(online === 'unreachable' ? lockText.noOwnCopy : online);
    } finally {
      setBusy(false);
    }
  }

  const leave = useCallback(async () => {
    await signOut();
    navigate('/', { replace: true });
  }, [navigate]);
  // Work of this person not yet sent stays for their next sign-in here: said before they leave.
  const { ask: askToLeave, warning } = useSignOutWarning(session ? String(session.userId) : undefined, leave);

  return (
    <Dialog open fullScreen aria-labelledby={titleId} slotProps={{ paper: { sx: { backgroundColor: 'transparent', backgroundImage: 'none' } } }}>
      <div className="pl-public">
        <Logo />
        <p className="pl-institute">{appText.instituteName}</p>
        <div className="pl-card">
          <div className="pl-card__content pl-stack pl-stack--3">
            <div className="pl-stack pl-stack--1 pl-stack--centred">
              <Icon paths={iconPaths.lock} className="pl-icon pl-icon--primary" size={48} />
              <h2 id={titleId} className="pl-title">{lockText.title}</h2>
            </div>
            <p className="pl-text">{lockText.explain(session?.fullName ?? '')}</p>
            <form className="pl-stack" method="dialog" noValidate onSubmit={unlock}>
              {error && <PlainAlert severity="error" variant="outlined">{error}</PlainAlert>}
              <PlainTextField
                label={appText.password}
                placeholder=" "
                type="password"
                value={password}
                autoFocus
                onChange={(event) => setPassword(event.target.value.trim())}
              />
              <PlainButton type="submit" variant="contained" size="large" loading={busy} disabled={!password} fullWidth>{lockText.unlock}</PlainButton>
              <PlainButton onClick={() => void askToLeave()} fullWidth>{lockText.signOut}</PlainButton>
            </form>
          </div>
        </div>
      </div>
      {warning}
    </Dialog>
  );
}
