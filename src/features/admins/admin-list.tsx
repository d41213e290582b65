// Admin management (000 §2.4): username, full name, section; a new password for any account;
// the confirmation modal, 'ادمین با موفقیت حذف شد.'. Read from the server: offline says so.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { LinkOptions } from '@tanstack/react-router';
import { deleteAdmin, listAdmins, type Admin } from '../../api/admins';
import { accountText } from '../../domain/account-text';
import { kioskDevicesText } from '../../domain/kiosk-devices-text';
import { messages } from '../../domain/messages';
import { smsTemplateText } from '../../domain/sms-text';
import { adminText } from '../../domain/reception-text';
import { isStaffRole, roleLabels } from '../../domain/roles';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PageBreadcrumbs, type Crumb } from '../../ui/page-breadcrumbs';
import { PagedTable } from '../../ui/paged-table';
import { PageTitle } from '../../ui/page-title';
import { OwnDirectionText } from '../../ui/own-direction-text';
import { RowActions, type RowAction } from '../../ui/row-actions';
import { useLink } from '../../ui/use-link';
import { ResetPasswordDialog } from './reset-password-dialog';
import { useServerList } from './use-server-list';

const removeAdmin = (admin: Admin) => deleteAdmin(admin.id);
const fullNameOf = (admin: Admin) => `${admin.firstName ?? ''} ${admin.lastName ?? ''}`.trim();

export function AdminList({ title, crumbs, addLink: addTo, kioskLink: kioskTo, smsTemplatesLink: smsTemplatesTo }: {
  title: string; crumbs: Crumb[]; addLink: LinkOptions; kioskLink: LinkOptions; smsTemplatesLink: LinkOptions;
}) {
  const { rows: admins, offline, toRemove: toDelete, setToRemove: setToDelete, busy, confirmRemove: confirmDelete } =
    useServerList(listAdmins, removeAdmin, messages.adminDeleted);
  const addLink = useLink(addTo);
  const kioskLink = useLink(kioskTo);
  const smsTemplatesLink = useLink(smsTemplatesTo);
  const [toReset, setToReset] = useState<Admin | null>(null);

  return (
    <section>
      <PageBreadcrumbs crumbs={crumbs} />
      <PageTitle title={title} actions={(
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button variant="outlined" component="a" {...smsTemplatesLink}>{smsTemplateText.title}</Button>
          <Button variant="outlined" component="a" {...kioskLink}>{kioskDevicesText.title}</Button>
          <Button variant="contained" component="a" {...addLink}>{adminText.addAdmin}</Button>
        </Stack>
      )} />
      {offline && <Alert severity="warning" sx={{ mb: 2 }}>{messages.needsNetwork}</Alert>}
      <PagedTable label={adminText.adminsTable} rows={admins} rowKey={(a) => String(a.id)} page={1} total={admins.length}
        columns={[
          // A user name is often Latin (e-mail-like): it keeps its own direction.
          { key: 'userName', header: adminText.userName, cell: (a) => <OwnDirectionText>{a.userName}</OwnDirectionText> },
          { key: 'name', header: adminText.fullName, cell: fullNameOf },
          { key: 'section', header: adminText.section, cell: (a) => (isStaffRole(a.userRole) ? roleLabels[a.userRole] : a.userRole) },
          {
            key: 'actions', header: adminText.actions, cell: (a) => (
              // The pencil: a new password for the account (a key icon of its own cost the bundle's last bytes).
              <RowActions actions={[
                { kind: 'edit', label: accountText.resetPasswordOf(a.userName), onClick: () => setToReset(a) },
                ...(a.userName === 'SuperAdmin' ? [] : [{ kind: 'delete', label: `${adminText.delete} ${a.userName}`, onClick: () => setToDelete(a) } satisfies RowAction]),
              ]} />
            ),
          },
        ]} />
      <ResetPasswordDialog member={toReset} onClose={() => setToReset(null)} />
      <ConfirmDialog open={toDelete !== null} busy={busy}
        subject={toDelete ? [[adminText.userName, toDelete.userName], [adminText.fullName, fullNameOf(toDelete)]] : undefined} onConfirm={() => void confirmDelete()} onClose={() => setToDelete(null)} />
    </section>
  );
}
