// A refused client create or edit opened in its form from the sync centre: prefilled with what
// was sent, the server's reason on top and its field errors on their fields (until the person
// changes that field); sent again under the same record.
import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { OutboxEntry } from '../../db/index';
import type { ClientFormField } from '../../domain/client-form';
import { messages } from '../../domain/messages';
import { appText } from '../../domain/stations';
import { entryKindLabel, failedDefault, syncText } from '../../domain/sync-labels';
import { PatientFieldsForm } from '../../ui/patient-fields-form';
import { useLocalWrite } from '../../ui/local-write';
import { revealAndLead } from '../../ui/focus-first-invalid';
import { showToast } from '../../ui/toast-store';
import { ClientFormFields } from './client-form-fields';
import { resendClient, sentClientForm, serverFieldErrors } from './resend-client';
import { useClientForm } from './use-client-form';

export function CorrectClientDialog({ entry, onClose }: { entry: OutboxEntry; onClose: () => void }) {
  const [sent] = useState(() => sentClientForm(entry));
  const form = useClientForm(entry.operation === 'client.create' ? 'create' : 'update', sent);
  const { saving, write } = useLocalWrite();
  const content = useRef<HTMLDivElement>(null);
  const serverErrors = serverFieldErrors(entry);
  // The server's word on a field stands until the person changes that field.
  const standing = Object.fromEntries(Object.entries(serverErrors).filter(([field]) =>
    form.values[field as keyof typeof sent] === sent[field as keyof typeof sent]));
  const shown = { ...form, errors: { ...standing, ...form.errors } as Partial<Record<ClientFormField, string>> };
  const title = syncText.correctTitle(entryKindLabel(entry.operation, entry.table));

  async function send() {
    if (!revealAndLead(content.current, form.trySubmit)) {
      showToast('error', messages.editClientIncomplete);
      return;
    }
    await write(() => resendClient(entry, form.values), { success: syncText.resent, then: onClose });
  }

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="correct-client-title">
      <DialogTitle id="correct-client-title">{title}</DialogTitle>
      <DialogContent dividers ref={content}>
        <Alert severity="error" sx={{ mb: 2 }}>{`${syncText.serverSaid}: ${entry.lastError?.message || failedDefault}`}</Alert>
        <PatientFieldsForm>
          <ClientFormFields form={shown} flags={['isCoveredPatient', 'isScreening', 'isPersonnel']} />
        </PatientFieldsForm>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{appText.cancel}</Button>
        <Button variant="contained" loading={saving} onClick={() => void send()}>{syncText.correct}</Button>
      </DialogActions>
    </Dialog>
  );
}
