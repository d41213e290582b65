// SuperAdmin sets a staff member's new password (PUT Account/{id}/password): a forgotten one, or
// one that leaked. The dialog says what follows: the member's sessions end, and their offline
// sign-in on tablets stops until they sign in online once with the new password.
import Alert from '@mui/material/Alert';
import { resetPassword, type Admin } from '../../api/admins';
import { accountText } from '../../domain/account-text';
import { messages } from '../../domain/messages';
import { resetPasswordSchema } from '../../domain/schemas/account';
import { PasswordDialog } from './password-dialog';

type Field = 'password' | 'rePassword';
const fields = [
  { key: 'password', label: accountText.newPassword, autoComplete: 'new-password' },
  { key: 'rePassword', label: accountText.rePassword, autoComplete: 'new-password' },
] as const;
const matches = (values: Record<Field, string>) =>
  values.rePassword !== '' && values.rePassword !== values.password ? { rePassword: messages.passwordMismatch } : {};

export function ResetPasswordDialog({ member, onClose }: { member: Admin | null; onClose: () => void }) {
  return (
    <PasswordDialog open={member !== null} onClose={onClose} id="reset-password" title={accountText.resetPasswordOf(member?.userName ?? '')}
      intro={<Alert severity="info" sx={{ mb: 1 }}>{accountText.resetExplained}</Alert>} fields={fields} schema={resetPasswordSchema} crossCheck={matches}
      savedMessage={accountText.passwordReset}
      save={(values) => resetPassword(member!.id, values.password, values.rePassword)} />
  );
}
