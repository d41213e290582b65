// The change-password form (000 §5): current required; new required, 6 or more, not the
// current one ('رمز عبور جدید با رمز عبور قبلی یکسان است'). Reached from every shell's account menu.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { changePassword } from '../../api/admins';
import { messages } from '../../domain/messages';
import { adminText } from '../../domain/reception-text';
import { changePasswordSchema } from '../../domain/schemas/account';
import { appText } from '../../domain/stations';
import { showToast } from '../../ui/toast-store';
import { isOffline, reportAdminError } from './needs-network';
import { useFormRules } from './use-form-rules';

const empty = { currentPassword: '', newPassword: '' };
const differs = (values: typeof empty) =>
  values.newPassword !== '' && values.newPassword === values.currentPassword ? { newPassword: messages.passwordSameAsOld } : {};

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useFormRules<typeof changePasswordSchema, keyof typeof empty>(changePasswordSchema, empty, differs);
  const [saving, setSaving] = useState(false);
  const close = () => {
    form.reset();
    onClose();
  };

  async function submit() {
    if (!form.trySubmit()) return;
    if (isOffline()) return void showToast('error', messages.needsNetwork);
    setSaving(true);
    try {
      await changePassword(form.values.currentPassword, form.values.newPassword);
      showToast('success', adminText.passwordChanged);
      close();
    } catch (error) {
      reportAdminError(error);
    } finally {
      setSaving(false);
    }
  }

  const field = (key: keyof typeof empty, label: string) => (
    <TextField label={label} type="password" value={form.values[key]} required fullWidth autoComplete={key === 'newPassword' ? 'new-password' : 'current-password'}
      onChange={(e) => form.set(key, e.target.value)} onBlur={() => form.touch(key)}
      error={Boolean(form.errors[key])} helperText={form.errors[key] ?? ' '} />
  );
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="change-password-title">
      <DialogTitle id="change-password-title">{adminText.changePassword}</DialogTitle>
      <DialogContent>
        <Stack component="form" id="change-password-form" noValidate spacing={2} sx={{ pt: 1 }} onSubmit={(e) => { e.preventDefault(); void submit(); }}>
          {field('currentPassword', adminText.currentPassword)}
          {field('newPassword', adminText.newPassword)}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{appText.cancel}</Button>
        <Button type="submit" form="change-password-form" variant="contained" loading={saving}>{adminText.submit}</Button>
      </DialogActions>
    </Dialog>
  );
}
