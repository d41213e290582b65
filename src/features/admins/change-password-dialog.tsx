// The change-password form (000 §5): current required; new required, 6 or more, not the
// current one ('رمز عبور جدید با رمز عبور قبلی یکسان است'). Reached from every shell's account menu.
import { changePassword } from '../../api/admins';
import { messages } from '../../domain/messages';
import { adminText } from '../../domain/reception-text';
import { changePasswordSchema } from '../../domain/schemas/account';
import { PasswordDialog } from './password-dialog';

type Field = 'currentPassword' | 'newPassword';
const fields = [
  { key: 'currentPassword', label: adminText.currentPassword, autoComplete: 'current-password' },
  { key: 'newPassword', label: adminText.newPassword, autoComplete: 'new-password' },
] as const;
const differs = (values: Record<Field, string>) =>
  values.newPassword !== '' && values.newPassword === values.currentPassword ? { newPassword: messages.passwordSameAsOld } : {};
const save = (values: Record<Field, string>) => changePassword(values.currentPassword, values.newPassword);

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <PasswordDialog open={open} onClose={onClose} id="change-password" title={adminText.changePassword} fields={fields}
      schema={changePasswordSchema} crossCheck={differs} save={save} savedMessage={adminText.passwordChanged} />
  );
}
