// The app's confirmation (ui/confirm-dialog.tsx: its props, the seeds' question, cancel and
// confirm) in plain markup, for the intake's frame, whose first step loads no MUI.
import { useId } from 'react';
import { messages } from '../../domain/messages';
import { appText } from '../../domain/stations';
import type { ConfirmDialogProps } from '../confirm-dialog';
import { ConfirmSubject } from '../confirm-subject';
import { PlainButton } from './button';
import { PlainDialog } from './dialog';

export function PlainConfirmDialog({ open, text = messages.confirmDelete, subject, busy = false, onConfirm, onClose }: ConfirmDialogProps) {
  const textId = useId();
  const subjectId = useId();
  return (
    <PlainDialog open={open} onClose={onClose} labelledBy={textId}>
      <div className="pl-dialog__content"><p className="pl-dialog__text" id={textId}>{text}</p>
        {subject && subject.length > 0 && <ConfirmSubject id={subjectId} lines={subject} />}
      </div>
      <div className="pl-dialog__actions">
        <PlainButton onClick={onClose}>{appText.cancel}</PlainButton>
        <PlainButton onClick={onConfirm} color="error" variant="contained" loading={busy}>{appText.confirm}</PlainButton>
      </div>
    </PlainDialog>
  );
}
