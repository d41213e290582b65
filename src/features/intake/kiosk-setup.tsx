// "Turn this tablet into a kiosk": a signed-in staff member names the device; the tablet syncs,
// is wiped and gets a Kiosk token; the caller signs the staff member out and opens the intake.
// When something has not reached the server, the dialog says what.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { isUnreachable } from '../../api/errors';
import { messages } from '../../domain/messages';
import { kioskText } from '../../domain/reception-text';
import { appText } from '../../domain/stations';
import { useLocalWrite } from '../../ui/local-write';
import { reportError, showToast } from '../../ui/toast-store';
import { turnIntoKiosk } from './turn-into-kiosk';

export function KioskSetup({ onActivated }: { onActivated: () => void | Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [refusal, setRefusal] = useState('');
  const { saving: busy, write } = useLocalWrite();

  async function activate() {
    if (!name.trim()) return setError(messages.required);
    setRefusal('');
    await write(() => turnIntoKiosk(name.trim()), {
      then: async (result) => {
        if (!result.ok) return setRefusal(result.message);
        setOpen(false);
        showToast('info', kioskText.kioskOn);
        await onActivated();
      },
      // The dialog says it in place: the tablet cannot become a kiosk without the server.
      onError: (failure) => (isUnreachable(failure) ? setRefusal(messages.needsNetwork) : reportError(failure)),
    });
  }

  return (
    <>
      <Button variant="text" onClick={() => setOpen(true)}>{kioskText.turnIntoKiosk}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="kiosk-title">
        <DialogTitle id="kiosk-title">{kioskText.turnIntoKiosk}</DialogTitle>
        <DialogContent>
          {refusal && <Alert severity="warning" sx={{ mb: 2 }}>{refusal}</Alert>}
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
