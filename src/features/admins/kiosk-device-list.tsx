// Kiosk devices: name, when made and by whom, when last used, and revoking one
// after a confirmation. Read from the server: offline says so, as the admins list does.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { listKioskDevices, revokeKioskDevice, type KioskDevice } from '../../api/kiosk-devices';
import { formatJalali } from '../../domain/jalali';
import { kioskDevicesText } from '../../domain/kiosk-devices-text';
import { messages } from '../../domain/messages';
import { kioskText } from '../../domain/reception-text';
import { screenTitles } from '../../domain/stations';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PageBreadcrumbs, type Crumb } from '../../ui/page-breadcrumbs';
import { PagedTable } from '../../ui/paged-table';
import { PageTitle } from '../../ui/page-title';
import { StaffTabletList } from './staff-tablet-list';
import { useServerList } from './use-server-list';

const revokeDevice = (device: KioskDevice) => revokeKioskDevice(device.id);

export function KioskDeviceList({ title, crumbs }: { title: string; crumbs: Crumb[] }) {
  const { rows: devices, offline, toRemove: toRevoke, setToRemove: setToRevoke, busy, confirmRemove: confirmRevoke } =
    useServerList(listKioskDevices, revokeDevice, kioskDevicesText.revoked);

  return (
    <section>
      <PageBreadcrumbs crumbs={crumbs} />
      <PageTitle title={title} />
      <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="kiosk-how-to-add">{kioskDevicesText.howToAdd(kioskText.turnIntoKiosk, screenTitles.clientManagment)}</Typography>
      {offline && <Alert severity="warning" sx={{ mb: 2 }}>{messages.needsNetwork}</Alert>}
      <PagedTable label={kioskDevicesText.table} rows={devices} rowKey={(d) => d.id} page={1} total={devices.length}
        columns={[
          { key: 'name', header: kioskDevicesText.deviceName, cell: (d) => d.deviceName },
          { key: 'created', header: kioskDevicesText.createdAt, cell: (d) => formatJalali(d.createdAt) },
          { key: 'issuedBy', header: kioskDevicesText.issuedBy, cell: (d) => d.issuedBy ?? '' },
          { key: 'lastSeen', header: kioskDevicesText.lastSeenAt, cell: (d) => (d.lastSeenAt ? formatJalali(d.lastSeenAt) : kioskDevicesText.neverSeen) },
          {
            key: 'actions', header: kioskDevicesText.actions, cell: (d) => (
              <Button size="small" color="error" aria-label={`${kioskDevicesText.revoke} ${d.deviceName}`} onClick={() => setToRevoke(d)}>
                {kioskDevicesText.revoke}
              </Button>
            ),
          },
        ]} />
      <ConfirmDialog open={toRevoke !== null} text={kioskDevicesText.confirmRevoke} busy={busy}
        onConfirm={() => void confirmRevoke()} onClose={() => setToRevoke(null)} />
      <StaffTabletList />
    </section>
  );
}
