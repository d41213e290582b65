// The SMS modal of the client detail (000 §5, §7): empty text → 'لطفا متن پیام را وارد کنید.';
// the message waits in the outbox like any write; online, the server's answer (success or the
// seeds' failure) is awaited for a while, else the person is told it goes when online.
import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ClientRow } from '../../db/index';
import { toPersianDigits } from '../../domain/digits';
import { messages } from '../../domain/messages';
import { receptionText } from '../../domain/reception-text';
import { appText } from '../../domain/stations';
import { useLocalWrite } from '../../ui/local-write';
import { revealAndLead } from '../../ui/focus-first-invalid';
import { PatientFieldsForm } from '../../ui/patient-fields-form';
import { showToast } from '../../ui/toast-store';
import { sendSms } from './send-sms';

export function SmsDialog({ client, open, onClose }: { client: ClientRow; open: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const { saving: sending, write } = useLocalWrite();
  const content = useRef<HTMLDivElement>(null);

  async function send() {
    if (text.trim() === '') {
      revealAndLead(content.current, () => setError(messages.smsEmpty));
      showToast('error', messages.smsEmpty);
      return;
    }
    const online = typeof navigator === 'undefined' || navigator.onLine;
    await write(() => sendSms(client.localId, client.fields.phoneNumber, text, { online }), {
      then: (outcome) => {
        if (outcome.kind === 'sent') showToast('success', messages.smsSent);
        // The server's reason; a provider failure is the seeds' messages.smsFailed (000 §8, 001 §8).
        if (outcome.kind === 'failed') showToast('error', outcome.message || messages.smsFailed);
        if (outcome.kind === 'queued') showToast('info', receptionText.smsQueued);
        setText('');
        setError('');
        onClose();
      },
      // Whatever stopped the message, the seeds' one SMS failure (000 §8).
      onError: () => showToast('error', messages.smsFailed),
    });
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="sms-title">
      <DialogTitle id="sms-title">{receptionText.sendSms}</DialogTitle>
      <DialogContent dividers ref={content}>
        <Typography sx={{ mb: 2 }}>{`${receptionText.fullName}: ${client.fields.firstName} ${client.fields.lastName} — ${toPersianDigits(client.fields.phoneNumber)}`}</Typography>
        <PatientFieldsForm>
          <TextField label={receptionText.smsText} value={text} multiline minRows={4} fullWidth
            onChange={(e) => { setText(e.target.value); if (e.target.value.trim()) setError(''); }}
            error={Boolean(error)} helperText={error || receptionText.smsSignature} />
        </PatientFieldsForm>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{appText.cancel}</Button>
        <Button variant="contained" loading={sending} onClick={() => void send()}>{receptionText.send}</Button>
      </DialogActions>
    </Dialog>
  );
}
