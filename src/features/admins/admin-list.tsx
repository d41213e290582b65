// Admin management (000 §2.4): username, full name, section; delete hidden for 'SuperAdmin',
// the confirmation modal, 'ادمین با موفقیت حذف شد.'. Read from the server: offline says so.
import { useCallback, useEffect, useState } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { deleteAdmin, listAdmins, type Admin } from '../../api/admins';
import { kioskDevicesText } from '../../domain/kiosk-devices-text';
import { messages } from '../../domain/messages';
import { adminText } from '../../domain/reception-text';
import { isStaffRole, roleLabels } from '../../domain/roles';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PageBreadcrumbs, type Crumb } from '../../ui/page-breadcrumbs';
import { PagedTable } from '../../ui/paged-table';
import { PageTitle } from '../../ui/page-title';
import { showToast } from '../../ui/toast-store';
import { useHrefLink } from '../../ui/use-href-link';
import { isOffline, reportAdminError } from './needs-network';

export function AdminList({ title, crumbs, addPath, kioskPath }: { title: string; crumbs: Crumb[]; addPath: string; kioskPath: string }) {
  const [admins, setAdmins] = useState<Admin[]>([]);
  const [offline, setOffline] = useState(false);
  const [toDelete, setToDelete] = useState<Admin | null>(null);
  const [busy, setBusy] = useState(false);
  const addLink = useHrefLink(addPath);
  const kioskLink = useHrefLink(kioskPath);

  const load = useCallback(async () => {
    if (isOffline()) return setOffline(true);
    try {
      setAdmins(await listAdmins());
      setOffline(false);
    } catch (error) {
      reportAdminError(error);
    }
  }, []);
  useEffect(() => {
    void load();
    const again = () => void load();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [load]);

  async function confirmDelete() {
    if (!toDelete) return;
    if (isOffline()) {
      showToast('error', messages.needsNetwork);
      setToDelete(null);
      return;
    }
    setBusy(true);
    try {
      await deleteAdmin(toDelete.id);
      showToast('success', messages.adminDeleted);
      await load();
    } catch (error) {
      reportAdminError(error);
    } finally {
      setBusy(false);
      setToDelete(null);
    }
  }

  return (
    <section>
      <PageBreadcrumbs crumbs={crumbs} />
      <PageTitle title={title} actions={(
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button variant="outlined" component="a" {...kioskLink}>{kioskDevicesText.title}</Button>
          <Button variant="contained" component="a" {...addLink}>{adminText.addAdmin}</Button>
        </Stack>
      )} />
      {offline && <Alert severity="warning" sx={{ mb: 2 }}>{messages.needsNetwork}</Alert>}
      <PagedTable label={adminText.adminsTable} rows={admins} rowKey={(a) => String(a.id)} page={1} total={admins.length}
        columns={[
          { key: 'userName', header: adminText.userName, cell: (a) => a.userName },
          { key: 'name', header: adminText.fullName, cell: (a) => `${a.firstName ?? ''} ${a.lastName ?? ''}`.trim() },
          { key: 'section', header: adminText.section, cell: (a) => (isStaffRole(a.userRole) ? roleLabels[a.userRole] : a.userRole) },
          {
            key: 'actions', header: adminText.actions, cell: (a) => a.userName === 'SuperAdmin' ? null : (
              <IconButton size="small" color="error" aria-label={`${adminText.delete} ${a.userName}`} onClick={() => setToDelete(a)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            ),
          },
        ]} />
      <ConfirmDialog open={toDelete !== null} busy={busy} onConfirm={() => void confirmDelete()} onClose={() => setToDelete(null)} />
    </section>
  );
}
