// Which form corrects which refused entry in the sync centre: the client form
// for a refused client create or edit, the consultation form for a refused consultation.
import type { OutboxEntry } from '../../db/index';
import { CorrectClientDialog } from '../../features/clients/correct-client-dialog';
import { CorrectConsultationDialog } from '../../features/consultation/correct-consultation-dialog';
import type { Correction } from '../../features/sync/correction';

const isClientForm = (entry: OutboxEntry) => entry.table === 'clients' && (entry.operation === 'client.create' || entry.operation === 'client.update');
const isConsultation = (entry: OutboxEntry) => entry.table === 'consultations' && entry.operation === 'record.create';

export const refusedCorrection: Correction = {
  can: (entry) => entry.state === 'failed' && (isClientForm(entry) || isConsultation(entry)),
  render: (entry, close) => (isClientForm(entry)
    ? <CorrectClientDialog entry={entry} onClose={close} />
    : <CorrectConsultationDialog entry={entry} onClose={close} />),
};
