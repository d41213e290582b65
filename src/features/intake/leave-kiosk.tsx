// Leaving kiosk mode takes a staff member's user name and password, checked by the server, so a
// visitor cannot walk out of the intake into the staff app. Beside it, a count of intakes the
// server refused: staff see them (and correct them) once they have left kiosk mode.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { kioskText } from '../../domain/reception-text';
import { appText } from '../../domain/stations';
import { useKioskRefusalCount } from '../../db/index';
import { reportError } from '../../ui/toast-store';
import { leaveKiosk } from './leave-kiosk-mode';

export function LeaveKiosk({ onLeft }: { onLeft: () => void }) {
  const [open, setOpen] = useState(false);
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const refused = useKioskRefusalCount();

  async function leave() {
    setBusy(true);
    try {
      if (!(await leaveKiosk(userName, password))) return;
      setOpen(false);
      onLeft();
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
      setPassword('');
    }
  }

  return (
    <>
      {refused > 0 && <Typography role="status" variant="body2" color="warning.main">{kioskText.staffNeeded(refused)}</Typography>}
      <Button size="small" color="inherit" onClick={() => setOpen(true)} sx={{ opacity: 0.6 }}>{kioskText.leaveKiosk}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="leave-kiosk-title">
        <DialogTitle id="leave-kiosk-title">{kioskText.leaveKiosk}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label={appText.userName} value={userName} onChange={(e) => setUserName(e.target.value)} autoComplete="off" />
            <TextField label={appText.password} type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="off" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{appText.cancel}</Button>
          <Button variant="contained" loading={busy} onClick={() => void leave()}>{appText.confirm}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
