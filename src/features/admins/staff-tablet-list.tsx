// Staff tablets: who signed in on each and when last, and marking one lost after a confirmation
// (its sessions, its queue's delivery credentials and its kiosk token end at once). Read from the
// server: offline says so, as the kiosk list does.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { listStaffTablets, markTabletLost, type StaffTablet } from '../../api/staff-tablets';
import { deliveryText } from '../../domain/delivery-text';
import { formatJalali } from '../../domain/jalali';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PagedTable } from '../../ui/paged-table';
import { useServerList } from './use-server-list';

const markLost = (tablet: StaffTablet) => markTabletLost(tablet.id);
const shortId = (id: string) => id.slice(0, 8);

export function StaffTabletList() {
  const { rows: tablets, toRemove: toMark, setToRemove: setToMark, busy, confirmRemove: confirmMark } =
    useServerList(listStaffTablets, markLost, deliveryText.markedLost);
  return (
    <section>
      <Typography component="h2" variant="h6" sx={{ mt: 4, mb: 2 }}>{deliveryText.tabletsTitle}</Typography>
      <PagedTable label={deliveryText.tabletsTable} rows={tablets} rowKey={(t) => t.id} page={1} total={tablets.length}
        columns={[
          { key: 'id', header: deliveryText.tabletId, cell: (t) => shortId(t.id) },
          { key: 'users', header: deliveryText.tabletUsers, cell: (t) => t.users.join(deliveryText.namesSeparator) },
          { key: 'last', header: deliveryText.lastSignInAt, cell: (t) => formatJalali(t.lastSignInAt) },
          {
            key: 'actions', header: deliveryText.markLost, cell: (t) => (
              <Button size="small" color="error" aria-label={`${deliveryText.markLost} ${shortId(t.id)}`} onClick={() => setToMark(t)}>
                {deliveryText.markLost}
              </Button>
            ),
          },
        ]} />
      <ConfirmDialog open={toMark !== null} text={deliveryText.confirmMarkLost} busy={busy}
        onConfirm={() => void confirmMark()} onClose={() => setToMark(null)} />
    </section>
  );
}
