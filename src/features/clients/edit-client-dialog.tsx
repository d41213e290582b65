// The edit modal of the client detail (000 §5 update rules): incomplete → 'لطفا اطلاعات را کامل
// کنید' and nothing saved; otherwise the edit is committed with its outbox entry and the toast says so.
import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { localDb, updateClient, type ClientRow } from '../../db/index';
import { clientFormOf } from '../../domain/client-form';
import { messages } from '../../domain/messages';
import { receptionText } from '../../domain/reception-text';
import { appText } from '../../domain/stations';
import { PatientFieldsForm } from '../../ui/patient-fields-form';
import { useLocalWrite } from '../../ui/local-write';
import { revealAndLead } from '../../ui/focus-first-invalid';
import { showToast } from '../../ui/toast-store';
import { ClientFormFields } from './client-form-fields';
import { clientFieldsOf } from './register-client';
import { useClientForm } from './use-client-form';

export function EditClientDialog({ client, open, onClose }: { client: ClientRow; open: boolean; onClose: () => void }) {
  const form = useClientForm('update', clientFormOf(client.fields));
  const { saving, write } = useLocalWrite();
  const content = useRef<HTMLDivElement>(null);
  const { reset } = form;
  // Each opening starts from what the tablet holds now.
  useEffect(() => {
    if (open) reset(clientFormOf(client.fields));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset on open only, not on every keystroke's re-render
  }, [open]);

  async function save() {
    if (!revealAndLead(content.current, form.trySubmit)) {
      showToast('error', messages.editClientIncomplete);
      return;
    }
    // isNew is not part of an edit (000 §7): the record keeps what it had.
    await write(() => updateClient(localDb(), client.localId, { ...clientFieldsOf(form.values), isNew: client.fields.isNew, greenCardCode: client.fields.greenCardCode || '' }),
      { success: messages.changesSaved, then: onClose });
  }

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="edit-client-title">
      <DialogTitle id="edit-client-title">{receptionText.editClient}</DialogTitle>
      <DialogContent dividers ref={content}>
        <PatientFieldsForm>
          <ClientFormFields form={form} flags={['isCoveredPatient', 'isScreening', 'isPersonnel']} />
        </PatientFieldsForm>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{appText.cancel}</Button>
        <Button variant="contained" loading={saving} onClick={() => void save()}>{receptionText.submit}</Button>
      </DialogActions>
    </Dialog>
  );
}
