// A refused breast health form opened in its form from the sync centre.
import type { ReactNode } from 'react';
import type { OutboxEntry } from '../../db/index';
import { entryKindLabel, failedDefault, syncText } from '../../domain/sync-labels';
import { CorrectionDialog } from '../../ui/correction-dialog';
import { sentPerformedAtOf } from '../../ui/clinic/sent-performed-at';
import { resendScreeningTest, sentScreeningAnswers } from './resend-screening-test';
import { ScreeningTestForm } from './screening-test-form';

export function CorrectScreeningDialog({ entry, onClose, banner }: { entry: OutboxEntry; onClose: () => void; banner?: ReactNode }) {
  return (
    <CorrectionDialog title={syncText.correctTitle(entryKindLabel(entry.operation, entry.table))}
      serverSaid={`${syncText.serverSaid}: ${entry.lastError?.message || failedDefault}`} onClose={onClose} banner={banner}>
      <ScreeningTestForm clientLocalId={entry.chain} onSaved={onClose} correction={{
        sent: sentScreeningAnswers(entry),
        fieldErrors: entry.lastError?.fields ?? {},
        resend: (answers, performedAt) => resendScreeningTest(entry, answers, performedAt),
        performedAt: sentPerformedAtOf(entry),
        success: syncText.resent,
        submitLabel: syncText.correct,
      }} />
    </CorrectionDialog>
  );
}
