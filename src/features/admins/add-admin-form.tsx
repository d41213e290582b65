// Add admin (000 §2.5, §5 "Create admin"): every field required with its own message, password
// of 6 or more, the repeat equal; errors after focus; submit marks all touched and sends nothing
// while any is wrong. Needs the network (no queue for accounts).
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { registerAdmin } from '../../api/admins';
import { messages } from '../../domain/messages';
import { adminText, receptionText } from '../../domain/reception-text';
import { roleLabels, staffRoles } from '../../domain/roles';
import { registerSchema } from '../../domain/schemas/account';
import { PageBreadcrumbs, type Crumb } from '../../ui/page-breadcrumbs';
import { PageTitle } from '../../ui/page-title';
import { useLocalWrite } from '../../ui/local-write';
import { revealAndLead } from '../../ui/focus-first-invalid';
import { FormActions } from '../../ui/form-actions';
import { showToast } from '../../ui/toast-store';
import { isOffline, reportAdminError } from './needs-network';
import { useFormRules } from './use-form-rules';

const empty = { firstName: '', lastName: '', userName: '', userRole: '', password: '', rePassword: '' };
type Key = keyof typeof empty;
const repeatMatches = (values: Record<Key, string>) =>
  values.rePassword !== '' && values.rePassword !== values.password ? { rePassword: messages.passwordMismatch } : {};

export function AddAdminForm({ title, crumbs, onDone }: { title: string; crumbs: Crumb[]; onDone: () => void }) {
  const form = useFormRules<typeof registerSchema, Key>(registerSchema, empty, repeatMatches);
  const { saving, write } = useLocalWrite();

  async function submit(formElement: HTMLElement) {
    if (!revealAndLead(formElement, form.trySubmit)) return;
    if (isOffline()) return void showToast('error', messages.needsNetwork);
    await write(() => registerAdmin({ ...form.values, userName: form.values.userName.trim() }),
      { success: messages.adminCreated, then: onDone, onError: reportAdminError });
  }

  const field = (key: Key, label: string, type = 'text') => (
    <TextField key={key} label={label} type={type} value={form.values[key]} fullWidth required
      onChange={(e) => form.set(key, type === 'password' ? e.target.value : e.target.value.trimStart())} onBlur={() => form.touch(key)}
      error={Boolean(form.errors[key])} helperText={form.errors[key] ?? ' '} autoComplete={type === 'password' ? 'new-password' : 'off'} />
  );
  return (
    <section>
      <PageBreadcrumbs crumbs={crumbs} />
      <PageTitle title={title} />
      <Paper variant="outlined" component="form" noValidate sx={{ p: 2, maxWidth: 640 }} onSubmit={(e) => { e.preventDefault(); void submit(e.currentTarget); }}>
        <Stack spacing={2}>
          {field('firstName', adminText.firstName)}
          {field('lastName', adminText.lastName)}
          {field('userName', adminText.userName)}
          <TextField select label={adminText.station} value={form.values.userRole} required fullWidth
            onChange={(e) => form.set('userRole', e.target.value)} onBlur={() => form.touch('userRole')}
            error={Boolean(form.errors.userRole)} helperText={form.errors.userRole ?? ' '} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
            <option value="">{receptionText.choose}</option>
            {staffRoles.map((role) => <option key={role} value={role}>{roleLabels[role]}</option>)}
          </TextField>
          {field('password', adminText.password, 'password')}
          {field('rePassword', adminText.rePassword, 'password')}
        </Stack>
        <FormActions>
          <Button type="submit" variant="contained" loading={saving}>{adminText.submit}</Button>
        </FormActions>
      </Paper>
    </section>
  );
}
