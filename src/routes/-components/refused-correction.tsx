// Which form corrects which refused entry in the sync centre: the client form for a refused client
// create or edit, and each clinical record's own form for a refused record (a consultation, a
// breast health form, a helper test, disease data, an examination of any type).
import type { ReactNode } from 'react';
import type { OutboxEntry } from '../../db/index';
import { CorrectClientDialog } from '../../features/clients/correct-client-dialog';
import { CorrectConsultationDialog } from '../../features/consultation/correct-consultation-dialog';
import { CorrectExaminationDialog } from '../../features/covered/correct-examination-dialog';
import { CorrectHelperDialog } from '../../features/helper/correct-helper-dialog';
import { CorrectScreeningDialog } from '../../features/screening/correct-screening-dialog';
import type { Correction } from '../../features/sync/correction';
import { PatientBannerOf } from './patient-banner-of';

type Dialog = (props: { entry: OutboxEntry; onClose: () => void; banner?: ReactNode }) => ReactNode;

const isClientForm = (entry: OutboxEntry) => entry.table === 'clients' && (entry.operation === 'client.create' || entry.operation === 'client.update');

/** The form of a refused record, by its table; disease data is saved in place (an update). */
function dialogOf(entry: OutboxEntry): Dialog | undefined {
  if (isClientForm(entry)) return CorrectClientDialog;
  if (entry.table === 'diseaseData') return entry.operation === 'record.update' ? CorrectHelperDialog : undefined;
  if (entry.operation !== 'record.create') return undefined;
  switch (entry.table) {
    case 'consultations': return CorrectConsultationDialog;
    case 'screeningTests': return CorrectScreeningDialog;
    case 'helperTests': return CorrectHelperDialog;
    case 'examinations': return CorrectExaminationDialog;
    default: return undefined;
  }
}

export const refusedCorrection: Correction = {
  can: (entry) => entry.state === 'failed' && dialogOf(entry) !== undefined,
  render: (entry, close) => {
    const Form = dialogOf(entry);
    if (!Form) return null;
    // A record's form keeps its patient on top, as where it was first filled in (the chain is its client).
    return <Form entry={entry} onClose={close} banner={isClientForm(entry) ? undefined : <PatientBannerOf clientLocalId={entry.chain} />} />;
  },
};
