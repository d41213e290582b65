// A refused helper form opened in its own form from the sync centre: the home visit, EORTC or risk
// test the record is (its visitType), or the client's disease data.
import type { ReactNode } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import type { OutboxEntry } from '../../db/index';
import { useRecord } from '../../db/react/index';
import { entryKindLabel, failedDefault, syncText } from '../../domain/sync-labels';
import { CorrectionDialog } from '../../ui/correction-dialog';
import { sentPerformedAtOf } from '../../ui/clinic/sent-performed-at';
import { DiseaseDataForm } from './disease-data-form';
import { EortcForm } from './eortc-form';
import { HomeVisitForm } from './home-visit-form';
import {
  resendDiseaseData, resendEortc, resendHomeVisit, resendRiskTest, sentDiseaseValues, sentEortc, sentHomeVisit, sentRiskAnswers,
} from './resend-helper-form';
import { RiskTestForm } from './risk-test-form';

/** The visitType of a helper test whose row is gone (its answers say which form it was). */
const visitTypeOf = (entry: OutboxEntry) => ('q1' in (entry.payload ?? {}) ? 2 : 'visitHomeSuggestions' in (entry.payload ?? {}) ? 1 : 3);

function CorrectedForm({ entry, onClose }: { entry: OutboxEntry; onClose: () => void }) {
  const record = useRecord(entry.table === 'diseaseData' ? 'diseaseData' : 'helperTest', entry.localId);
  if (record === undefined) return <CircularProgress aria-label={syncText.correct} />;
  const common = {
    clientLocalId: entry.chain, onSaved: onClose, fieldErrors: entry.lastError?.fields ?? {}, success: syncText.resent, submitLabel: syncText.correct,
    performedAt: sentPerformedAtOf(entry),
  };
  const { clientLocalId, onSaved, ...correction } = common;
  if (entry.table === 'diseaseData') {
    const sent = sentDiseaseValues(entry);
    return <DiseaseDataForm clientLocalId={clientLocalId} onSaved={onSaved} initial={sent}
      correction={{ ...correction, sent, resend: (values, day) => resendDiseaseData(entry, values, day) }} />;
  }
  switch (record?.subtype ?? visitTypeOf(entry)) {
    case 2:
      return <EortcForm clientLocalId={clientLocalId} onSaved={onSaved}
        correction={{ ...correction, sent: sentEortc(entry), resend: (values, day) => resendEortc(entry, values, day) }} />;
    case 3:
      return <RiskTestForm clientLocalId={clientLocalId} onSaved={onSaved}
        correction={{ ...correction, sent: sentRiskAnswers(entry), resend: (answers, day) => resendRiskTest(entry, answers, day) }} />;
    default:
      return <HomeVisitForm clientLocalId={clientLocalId} onSaved={onSaved}
        correction={{ ...correction, sent: sentHomeVisit(entry), resend: (values, day) => resendHomeVisit(entry, values, day) }} />;
  }
}

export function CorrectHelperDialog({ entry, onClose, banner }: { entry: OutboxEntry; onClose: () => void; banner?: ReactNode }) {
  return (
    <CorrectionDialog title={syncText.correctTitle(entryKindLabel(entry.operation, entry.table))}
      serverSaid={`${syncText.serverSaid}: ${entry.lastError?.message || failedDefault}`} onClose={onClose} banner={banner}>
      <CorrectedForm entry={entry} onClose={onClose} />
    </CorrectionDialog>
  );
}
