// One password form in a dialog (000 §5 rules from domain/ schemas), for a person's own change and
// SuperAdmin's reset of a staff member's: errors once a field was left, the network required
// (nothing here is queued), a toast on success.
import type { ReactNode } from 'react';
import type * as v from 'valibot';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { messages } from '../../domain/messages';
import { adminText } from '../../domain/reception-text';
import { appText } from '../../domain/stations';
import { useLocalWrite } from '../../ui/local-write';
import { revealAndLead } from '../../ui/focus-first-invalid';
import { showToast } from '../../ui/toast-store';
import { isOffline, reportAdminError } from './needs-network';
import { useFormRules } from './use-form-rules';

export interface PasswordDialogProps<K extends string> {
  open: boolean;
  id: string;
  title: string;
  intro?: ReactNode;
  /** Each field: its key, label and the browser's autocomplete hint. */
  fields: readonly { key: K; label: string; autoComplete: string }[];
  schema: v.GenericSchema<Record<K, string>>;
  crossCheck: (values: Record<K, string>) => Partial<Record<K, string>>;
  save: (values: Record<K, string>) => Promise<void>;
  savedMessage: string;
  onClose: () => void;
}

export function PasswordDialog<K extends string>(props: PasswordDialogProps<K>) {
  const empty = Object.fromEntries(props.fields.map((field) => [field.key, ''])) as Record<K, string>;
  const form = useFormRules<v.GenericSchema<Record<K, string>>, K>(props.schema, empty, props.crossCheck);
  const { saving, write } = useLocalWrite();
  const close = () => {
    form.reset();
    props.onClose();
  };

  async function submit(formElement: HTMLElement) {
    if (!revealAndLead(formElement, form.trySubmit)) return;
    if (isOffline()) return void showToast('error', messages.needsNetwork);
    await write(() => props.save(form.values), { success: props.savedMessage, then: close, onError: reportAdminError });
  }

  return (
    <Dialog open={props.open} onClose={close} fullWidth maxWidth="xs" aria-labelledby={`${props.id}-title`}>
      <DialogTitle id={`${props.id}-title`}>{props.title}</DialogTitle>
      <DialogContent>
        {props.intro}
        <Stack component="form" id={`${props.id}-form`} noValidate spacing={2} sx={{ pt: 1 }} onSubmit={(e) => { e.preventDefault(); void submit(e.currentTarget); }}>
          {props.fields.map(({ key, label, autoComplete }) => (
            <TextField key={key} label={label} type="password" value={form.values[key]} required fullWidth autoComplete={autoComplete}
              onChange={(e) => form.set(key, e.target.value)} onBlur={() => form.touch(key)}
              error={Boolean(form.errors[key])} helperText={form.errors[key] ?? ' '} />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{appText.cancel}</Button>
        <Button type="submit" form={`${props.id}-form`} variant="contained" loading={saving}>{adminText.submit}</Button>
      </DialogActions>
    </Dialog>
  );
}
