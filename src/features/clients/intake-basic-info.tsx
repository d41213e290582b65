// Intake step 2, basic info (000 §2.10): the client form without the national code (taken from
// step 1) and the role choice — a new visitor, or one who had a file before, which reveals the
// covered-patient and screening boxes. On a kiosk nothing is looked up here (step 1 asked the server).
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { emptyClientForm } from '../../domain/client-form';
import { messages } from '../../domain/messages';
import { clientFieldLabels as L, kioskText, receptionText } from '../../domain/reception-text';
import { intakeText } from '../../domain/intake-text';
import { keepRegistration, readRegistration } from '../../state/registration-draft';
import { showToast } from '../../ui/toast-store';
import { useLocalWrite } from '../../ui/local-write';
import { revealAndLead } from '../../ui/focus-first-invalid';
import { FormActions } from '../../ui/form-actions';
import { ClientFormFields } from './client-form-fields';
import { intakeFormOf, registerIntakeClient } from './register-client';
import { useClientForm } from './use-client-form';

export function IntakeBasicInfo({ nationalCode, onDone }: { nationalCode: string; onDone: () => void }) {
  const form = useClientForm('create', { ...emptyClientForm, nationalCode, isNew: true });
  const { saving, write } = useLocalWrite();
  // Back from the documents: this visitor's own client, shown again to correct.
  const [resume] = useState(() => {
    const draft = readRegistration();
    return draft && !draft.existing ? draft.clientLocalId : undefined;
  });
  const hadFile = !form.values.isNew;
  const { reset } = form;
  useEffect(() => {
    if (!resume) return;
    void intakeFormOf(resume).then((values) => values && reset({ ...values, nationalCode }));
  }, [resume, nationalCode, reset]);

  async function next(formElement: HTMLElement) {
    if (!revealAndLead(formElement, form.trySubmit)) {
      showToast('error', messages.createClientIncomplete);
      return;
    }
    await write(() => registerIntakeClient(form.values, resume), {
      then: ({ localId, amended }) => {
        keepRegistration({ clientLocalId: localId, existing: false });
        if (!amended) showToast('info', intakeText.alreadySent);
        onDone();
      },
    });
  }

  return (
    <Paper variant="outlined" component="form" noValidate autoComplete="off" sx={{ p: 2 }} onSubmit={(e) => { e.preventDefault(); void next(e.currentTarget); }}>
      {form.errors.nationalCode && <Alert severity="error" sx={{ mb: 2 }}>{form.errors.nationalCode}</Alert>}
      <ClientFormFields form={form} flags={[]} hideNationalCode />
      <Stack sx={{ mt: 2 }}>
        <FormLabel id="intake-role">{kioskText.roleChoice}</FormLabel>
        <RadioGroup row aria-labelledby="intake-role" aria-invalid={form.errors.roles ? true : undefined} value={hadFile ? 'old' : 'new'}
          onChange={(e) => {
            const isNew = e.target.value === 'new';
            form.set('isNew', isNew);
            if (isNew) {
              form.set('isCoveredPatient', false);
              form.set('isScreening', false);
            }
            form.touch('roles');
          }}>
          <FormControlLabel value="new" control={<Radio />} label={kioskText.newVisitor} />
          <FormControlLabel value="old" control={<Radio />} label={kioskText.hadFile} />
        </RadioGroup>
        {hadFile && (
          <Stack direction="row">
            <FormControlLabel label={L.isCoveredPatient} control={<Checkbox checked={form.values.isCoveredPatient}
              onChange={(e) => { form.set('isCoveredPatient', e.target.checked); form.touch('roles'); }} />} />
            <FormControlLabel label={L.isScreening} control={<Checkbox checked={form.values.isScreening}
              onChange={(e) => { form.set('isScreening', e.target.checked); form.touch('roles'); }} />} />
          </Stack>
        )}
        {form.errors.roles && <FormHelperText error>{form.errors.roles}</FormHelperText>}
      </Stack>
      <FormActions>
        <Button type="submit" variant="contained" loading={saving}>{receptionText.next}</Button>
      </FormActions>
    </Paper>
  );
}
