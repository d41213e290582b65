// "Turn this tablet into a kiosk" (issue 5 §4): a signed-in staff member names the device; the
// server gives it a Kiosk token; the caller signs the staff member out and opens the intake.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { issueKioskToken } from '../../api/admins';
import { ApiError } from '../../api/errors';
import { messages } from '../../domain/messages';
import { kioskText } from '../../domain/reception-text';
import { appText } from '../../domain/stations';
import { enterKioskMode } from '../../ui/kiosk-mode';
import { reportError, showToast } from '../../ui/toast-store';

export function KioskSetup({ onActivated }: { onActivated: () => void | Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function activate() {
    if (!name.trim()) return setError(messages.required);
    if (!navigator.onLine) return void showToast('error', messages.needsNetwork);
    setBusy(true);
    try {
      const { token, expiresIn } = await issueKioskToken(name.trim());
      enterKioskMode({ token, deviceName: name.trim(), expiresAt: Date.now() + expiresIn * 1000 });
      setOpen(false);
      showToast('info', kioskText.kioskOn);
      await onActivated();
    } catch (failure) {
      if (failure instanceof ApiError && failure.reason === 'network') showToast('error', messages.needsNetwork);
      else reportError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="text" onClick={() => setOpen(true)}>{kioskText.turnIntoKiosk}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="kiosk-title">
        <DialogTitle id="kiosk-title">{kioskText.turnIntoKiosk}</DialogTitle>
        <DialogContent>
          <TextField label={kioskText.deviceName} value={name} fullWidth sx={{ mt: 1 }} error={Boolean(error)} helperText={error}
            onChange={(e) => { setName(e.target.value); setError(''); }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{appText.cancel}</Button>
          <Button variant="contained" loading={busy} onClick={() => void activate()}>{appText.confirm}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
