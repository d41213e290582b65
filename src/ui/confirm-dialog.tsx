// The app's one confirmation (000 §2.4/§4): a modal with a question (the seeds' delete question
// unless told another), what it is about, cancel and confirm. plain/plain-confirm-dialog.tsx draws
// the same contract without MUI for pages that load none.
import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { messages } from '../domain/messages';
import { appText } from '../domain/stations';
import { ConfirmSubject, type ConfirmSubjectLine } from './confirm-subject';

export interface ConfirmDialogProps {
  open: boolean;
  /** Defaults to 'آیا از حذف اطلاعات اطمینان دارید؟'. */
  text?: string;
  /** What will be deleted (the patient's name and national code, the test's kind and date),
   *  under the question: a slip on the wrong row shows before it is confirmed. */
  subject?: readonly ConfirmSubjectLine[];
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({ open, text = messages.confirmDelete, subject, busy = false, onConfirm, onClose }: ConfirmDialogProps) {
  const textId = useId();
  const subjectId = useId();
  // The caller clears its subject as it closes the dialog: keep the last one through the fade-out,
  // so the dialog does not shrink while it goes.
  const [lastSubject, setLastSubject] = useState(subject);
  if (subject && subject !== lastSubject) setLastSubject(subject);
  const lines = subject ?? (open ? undefined : lastSubject);
  return (
    // Named by its question, described by its subject: a screen reader announces what is being confirmed (axe: aria-dialog-name).
    <Dialog open={open} onClose={onClose} aria-labelledby={textId} aria-describedby={lines?.length ? subjectId : undefined}>
      <DialogContent>
        <Typography id={textId} color="text.secondary">{text}</Typography>
        {lines && lines.length > 0 && <ConfirmSubject id={subjectId} lines={lines} />}
      </DialogContent>
      <DialogActions>
        {/* Focus lands on cancel: Enter or a tap on the focused button keeps the data. */}
        <Button onClick={onClose} autoFocus>{appText.cancel}</Button>
        <Button onClick={onConfirm} color="error" variant="contained" loading={busy}>
          {appText.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
