// The one dialog of follow-up that takes a text and needs the network: closing one with a note,
// marking a client by hand with a reason. Offline, or when the call finds no network, it says so in
// Persian and keeps what was typed (the caller holds the text, so closing the dialog loses nothing).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError, isUnreachable } from '../../api/errors';
import { followUpText } from '../../domain/follow-up-text';
import { messages } from '../../domain/messages';
import { PatientFieldsForm } from '../../ui/patient-fields-form';

interface FollowUpTextDialogProps {
  open: boolean;
  title: string;
  /** Who and what the dialog is about, above the field. */
  subject: string;
  label: string;
  emptyText: string;
  offlineText: string;
  /** Said instead of calling, when the call cannot be made yet (the client not yet on the server). */
  blockedText?: string;
  text: string;
  onTextChange: (text: string) => void;
  /** The call; resolves when the server took it. */
  submit: (text: string) => Promise<void>;
  onDone: () => void;
  onClose: () => void;
}

export function FollowUpTextDialog(props: FollowUpTextDialogProps) {
  const { open, title, subject, label, emptyText, offlineText, blockedText, text, onTextChange, submit, onDone, onClose } = props;
  const [error, setError] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function save() {
    if (text.trim() === '') return setError(emptyText);
    if (blockedText) return setProblem(blockedText);
    if (typeof navigator !== 'undefined' && !navigator.onLine) return setProblem(offlineText);
    setBusy(true);
    setProblem('');
    try {
      await submit(text.trim());
      onDone();
    } catch (failure) {
      if (isUnreachable(failure)) setProblem(offlineText);
      else setProblem((failure instanceof ApiError && failure.serverMessage) || messages.unknownError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="follow-up-dialog-title">
      <DialogTitle id="follow-up-dialog-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>{subject}</Typography>
        {problem && <Alert severity="warning" sx={{ mb: 2 }}>{problem}</Alert>}
        <PatientFieldsForm>
          <TextField label={label} value={text} multiline minRows={3} fullWidth required
            onChange={(e) => { onTextChange(e.target.value); if (e.target.value.trim()) setError(''); }}
            error={Boolean(error)} helperText={error || ' '} />
        </PatientFieldsForm>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{followUpText.cancel}</Button>
        <Button variant="contained" loading={busy} onClick={() => void save()}>{followUpText.save}</Button>
      </DialogActions>
    </Dialog>
  );
}
