// A refused consultation opened in its form from the sync centre.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { OutboxEntry } from '../../db/index';
import { entryKindLabel, failedDefault, syncText } from '../../domain/sync-labels';
import { ConsultationForm } from './consultation-form';
import { resendConsultation, sentConsultation } from './resend-consultation';
import { sentPerformedAtOf } from '../../ui/clinic/sent-performed-at';

export function CorrectConsultationDialog({ entry, onClose, banner }: { entry: OutboxEntry; onClose: () => void; banner?: ReactNode }) {
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="correct-consult-title">
      <DialogTitle id="correct-consult-title">{syncText.correctTitle(entryKindLabel(entry.operation, entry.table))}</DialogTitle>
      <DialogContent dividers>
        {banner}
        <Alert severity="error" sx={{ mb: 2 }}>{`${syncText.serverSaid}: ${entry.lastError?.message || failedDefault}`}</Alert>
        <ConsultationForm clientLocalId={entry.chain} onSaved={onClose} correction={{
          sent: sentConsultation(entry),
          fieldErrors: entry.lastError?.fields ?? {},
          resend: (values, performedAt) => resendConsultation(entry, values, performedAt),
          performedAt: sentPerformedAtOf(entry),
          success: syncText.resent,
          submitLabel: syncText.correct,
        }} />
      </DialogContent>
    </Dialog>
  );
}
