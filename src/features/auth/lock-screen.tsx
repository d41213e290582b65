// The lock screen: the tablet's patient data is locked (an idle lock, or a page
// opened after the service worker lost the key), and the signed-in person types their password
// again; the offline verifier's run unwraps the data key. It covers the whole screen: what lies
// under it (a half-filled form) stays mounted and comes back as it was.
import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { giveKeyToWorker, localDb, unlockWith, verifyUnlock } from '../../db/index';
import { lockText } from '../../domain/lock-text';
import { appText } from '../../domain/stations';
import { useAppNavigate } from '../../ui/app-navigation';
import { releaseLock } from './held-lock';
import { useSession } from './session-store';
import { signOut } from './sign-out';

export function LockScreen() {
  const session = useSession();
  const navigate = useAppNavigate();
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function unlock(event: FormEvent) {
    event.preventDefault();
    if (!session || busy) return;
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
      } else setError(!verdict.ok && verdict.reason === 'wrong-password' ? lockText.wrongPassword : lockText.noOwnCopy);
    } finally {
      setBusy(false);
    }
  }

  async function leave() {
    await signOut();
    navigate('/', { replace: true });
  }

  return (
    <Dialog open fullScreen aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{lockText.title}</DialogTitle>
      <DialogContent>
        <Stack component="form" spacing={2} noValidate onSubmit={unlock} sx={{ maxWidth: 420, mx: 'auto', mt: 2 }}>
          <p>{lockText.explain(session?.fullName ?? '')}</p>
          {error && <Alert severity="error" variant="outlined">{error}</Alert>}
          <TextField label={appText.password} type="password" value={password} autoFocus autoComplete="off"
            onChange={(event) => setPassword(event.target.value.trim())} />
          <Button type="submit" variant="contained" size="large" loading={busy} disabled={!password}>{lockText.unlock}</Button>
          <Button onClick={() => void leave()}>{lockText.signOut}</Button>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
