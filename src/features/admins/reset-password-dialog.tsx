// SuperAdmin sets a staff member's new password (PUT Account/{id}/password): a forgotten one, or
// one that leaked. The dialog says what follows: the member's sessions end, and their offline
// sign-in on tablets stops until they sign in online once with the new password.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { resetPassword, type Admin } from '../../api/admins';
import { accountText } from '../../domain/account-text';
import { messages } from '../../domain/messages';
import { adminText } from '../../domain/reception-text';
import { resetPasswordSchema } from '../../domain/schemas/account';
import { appText } from '../../domain/stations';
import { showToast } from '../../ui/toast-store';
import { isOffline, reportAdminError } from './needs-network';
import { useFormRules } from './use-form-rules';

const empty = { password: '', rePassword: '' };
const matches = (values: typeof empty) =>
  values.rePassword !== '' && values.rePassword !== values.password ? { rePassword: messages.passwordMismatch } : {};

export function ResetPasswordDialog({ member, onClose }: { member: Admin | null; onClose: () => void }) {
  const form = useFormRules<typeof resetPasswordSchema, keyof typeof empty>(resetPasswordSchema, empty, matches);
  const [saving, setSaving] = useState(false);
  const close = () => {
    form.reset();
    onClose();
  };

  async function submit() {
    if (!member || !form.trySubmit()) return;
    if (isOffline()) return void showToast('error', messages.needsNetwork);
    setSaving(true);
    try {
      await resetPassword(member.id, form.values.password, form.values.rePassword);
      showToast('success', accountText.passwordReset);
      close();
    } catch (error) {
      reportAdminError(error);
    } finally {
      setSaving(false);
    }
  }

  const field = (key: keyof typeof empty, label: string) => (
    <TextField label={label} type="password" value={form.values[key]} required fullWidth autoComplete="new-password"
      onChange={(e) => form.set(key, e.target.value)} onBlur={() => form.touch(key)}
      error={Boolean(form.errors[key])} helperText={form.errors[key] ?? ' '} />
  );
  return (
    <Dialog open={member !== null} onClose={close} fullWidth maxWidth="xs" aria-labelledby="reset-password-title">
      <DialogTitle id="reset-password-title">{member ? accountText.resetPasswordOf(member.userName) : accountText.resetPassword}</DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 2 }}>{accountText.resetExplained}</Alert>
        <Stack component="form" id="reset-password-form" noValidate spacing={2} onSubmit={(e) => { e.preventDefault(); void submit(); }}>
          {field('password', accountText.newPassword)}
          {field('rePassword', accountText.rePassword)}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{appText.cancel}</Button>
        <Button type="submit" form="reset-password-form" variant="contained" loading={saving}>{adminText.submit}</Button>
      </DialogActions>
    </Dialog>
  );
}
