// The top of the sync centre: the receipt staff trust before handing the tablet over ("everything
// on this tablet is on the server", or how much still waits), the last successful sync, the
// network state and the "sync now" button.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OutboxSummary } from '../../db/index';
import { formatJalaliDateTime, syncText } from '../../domain/sync-labels';
import { useLocalWrite } from '../../ui/local-write';
import { syncNow } from './entry-actions';

interface SyncReceiptProps {
  summary: OutboxSummary;
  online: boolean;
  busy: boolean;
  /** When the engine plans its next try (backoff), while entries wait. */
  nextAttemptAt?: number;
}

export function SyncReceipt({ summary, online, busy, nextAttemptAt }: SyncReceiptProps) {
  const { saving: asked, write } = useLocalWrite();
  const open = summary.waiting + summary.failed;
  const last = summary.lastPushAt && summary.lastPullAt
    ? (summary.lastPushAt > summary.lastPullAt ? summary.lastPushAt : summary.lastPullAt)
    : summary.lastPushAt ?? summary.lastPullAt;

  async function runNow() {
    await write(syncNow);
  }

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        {open === 0 ? (
          <Alert severity="success" role="status">
            <Typography sx={{ fontWeight: 700 }}>{syncText.allOnServer}</Typography>
            <Typography variant="body2">{syncText.allOnServerHint}</Typography>
          </Alert>
        ) : (
          <Alert severity="warning" role="status">{syncText.somethingWaits(open)}</Alert>
        )}
        {!online && <Alert severity="info">{syncText.offlineNote}</Alert>}
        <Typography>
          {`${syncText.lastSync}: ${last ? formatJalaliDateTime(last) : syncText.neverSynced}`}
        </Typography>
        {summary.waiting > 0 && nextAttemptAt !== undefined && (
          <Typography color="text.secondary">{`${syncText.nextAttempt}: ${formatJalaliDateTime(nextAttemptAt)}`}</Typography>
        )}
        <Stack direction="row">
          <Button variant="contained" loading={busy || asked} disabled={!online} onClick={() => void runNow()}>
            {busy ? syncText.syncing : syncText.syncNow}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
