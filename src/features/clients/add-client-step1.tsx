// Add client, step 1 of 3 (000 §2.7, §5): every field; 'next' with any problem shows the
// seeds' message and every error and writes nothing; otherwise the client is committed to the
// tablet (or an existing one opened) and step 2 follows.
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { messages } from '../../domain/messages';
import { receptionText } from '../../domain/reception-text';
import { PageBreadcrumbs, type Crumb } from '../../ui/page-breadcrumbs';
import { PageTitle } from '../../ui/page-title';
import { getClient, localDb } from '../../db/index';
import { clientFormOf } from '../../domain/client-form';
import { keepRegistration, readRegistration } from '../../state/registration-draft';
import { showToast } from '../../ui/toast-store';
import { useDirtyForm } from '../../ui/dirty-forms';
import { revealAndLead } from '../../ui/focus-first-invalid';
import { FormActions } from '../../ui/form-actions';
import { useLocalWrite } from '../../ui/local-write';
import { ClientFormFields } from './client-form-fields';
import { RegistrationStepper } from './registration-stepper';
import { registerClient } from './register-client';
import { useClientForm } from './use-client-form';

export interface AddClientStep1Props {
  title: string;
  crumbs: Crumb[];
  /** Where a new client goes next (step 2), and where an existing one is opened (its detail). */
  onCreated: (localId: string) => void;
  onExisting: (localId: string) => void;
  /** Back from step 2: the form shows the client this registration made, and edits it. */
  resume?: boolean;
}

export function AddClientStep1({ title, crumbs, onCreated, onExisting, resume = false }: AddClientStep1Props) {
  const form = useClientForm('create');
  const { saving, write } = useLocalWrite();
  const [resuming, setResuming] = useState<string>();
  const { reset } = form;
  useEffect(() => {
    const draft = resume ? readRegistration() : null;
    if (!draft || draft.existing) return;
    void getClient(localDb(), draft.clientLocalId).then((row) => {
      if (!row || row.submitted) return;
      setResuming(row.localId);
      reset(clientFormOf(row.fields));
    });
  }, [resume, reset]);
  useDirtyForm(form.values.firstName !== '' || form.values.nationalCode !== '');

  async function next(formElement: HTMLElement) {
    if (!revealAndLead(formElement, form.trySubmit)) {
      showToast('error', messages.createClientIncomplete);
      return;
    }
    await write(() => registerClient(form.values, resuming), {
      then: ({ localId, existing }) => {
        keepRegistration({ clientLocalId: localId, existing });
        form.reset();
        if (existing) {
          showToast('info', receptionText.existingOpened);
          onExisting(localId);
        } else {
          onCreated(localId);
        }
      },
    });
  }

  return (
    <section>
      <PageBreadcrumbs crumbs={crumbs} />
      <PageTitle title={title} />
      <RegistrationStepper active={0} />
      <Paper variant="outlined" component="form" noValidate autoComplete="off" sx={{ p: 2 }}
        onSubmit={(event) => { event.preventDefault(); void next(event.currentTarget); }}>
        <ClientFormFields form={form} flags={['isCoveredPatient', 'isScreening', 'isNew']} />
        <FormActions>
          <Button type="submit" variant="contained" loading={saving}>{receptionText.next}</Button>
        </FormActions>
      </Paper>
    </section>
  );
}
