// A refused examination record opened in the form of its type from the sync centre.
import type { ReactNode } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import type { OutboxEntry } from '../../db/index';
import { useRecord } from '../../db/react/index';
import { examinationTypeLabels } from '../../domain/codes';
import { failedDefault, syncText } from '../../domain/sync-labels';
import { examinationTypes, type ExaminationType } from '../../domain/schemas/examinations';
import { CorrectionDialog } from '../../ui/correction-dialog';
import { ExaminationForm } from './examination-form';
import { resendExamination, sentExamValues } from './resend-examination';
import { sentPerformedAtOf } from '../../ui/clinic/sent-performed-at';

export function CorrectExaminationDialog({ entry, onClose, banner }: { entry: OutboxEntry; onClose: () => void; banner?: ReactNode }) {
  const record = useRecord('examination', entry.localId);
  const subtype = record?.subtype;
  const type = examinationTypes.find((t) => t === subtype) as ExaminationType | undefined;
  return (
    <CorrectionDialog title={syncText.correctTitle(type === undefined ? '' : examinationTypeLabels[type])}
      serverSaid={`${syncText.serverSaid}: ${entry.lastError?.message || failedDefault}`} onClose={onClose} banner={banner}>
      {type === undefined ? <CircularProgress aria-label={syncText.correct} /> : (
        <ExaminationForm clientLocalId={entry.chain} type={type} onSaved={onClose} correction={{
          sent: sentExamValues(entry, type),
          fieldErrors: entry.lastError?.fields ?? {},
          resend: (values, performedAt) => resendExamination(entry, type, values, performedAt),
          performedAt: sentPerformedAtOf(entry),
          success: syncText.resent,
          submitLabel: syncText.correct,
        }} />
      )}
    </CorrectionDialog>
  );
}
