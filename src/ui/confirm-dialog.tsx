// The app's one confirmation (000 §2.4/§4): a modal with a question (the seeds' delete question
// unless told another), cancel and confirm. plain/plain-confirm-dialog.tsx draws the same
// contract without MUI for pages that load none.
import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { messages } from '../domain/messages';
import { appText } from '../domain/stations';

export interface ConfirmDialogProps {
  open: boolean;
  /** Defaults to 'آیا از حذف اطلاعات اطمینان دارید؟'. */
  text?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({ open, text = messages.confirmDelete, busy = false, onConfirm, onClose }: ConfirmDialogProps) {
  const textId = useId();
  return (
    // Named by its question: a screen reader announces what is being confirmed (axe: aria-dialog-name).
    <Dialog open={open} onClose={onClose} aria-labelledby={textId}>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{appText.cancel}</Button>
        <Button onClick={onConfirm} color="error" variant="contained" loading={busy}>
          {appText.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
