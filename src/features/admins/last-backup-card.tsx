// SuperAdmin's «آخرین پشتیبان» card: when the server's last backup was taken, its size and
// whether it was read back and checked. Read from the server: offline, the card waits for it.
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { fetchLastBackup } from '../../api/last-backup';
import { backupText, backupWhenAndSize } from '../../domain/backup-text';
import { formatJalaliDateTime } from '../../domain/jalali';
import type { LastBackup } from '../../domain/schemas/last-backup';
import { isOffline, reportAdminError } from './needs-network';

export function LastBackupCard() {
  const [last, setLast] = useState<LastBackup | undefined>();
  useEffect(() => {
    if (isOffline()) return;
    fetchLastBackup().then(setLast, reportAdminError);
  }, []);
  if (last === undefined) return null;
  return (
    <Card variant="outlined" sx={{ mt: 3 }} component="section" aria-label={backupText.title}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>{backupText.title}</Typography>
        {!last ? <Typography>{backupText.none}</Typography> : (
          <>
            <Typography>{backupWhenAndSize(formatJalaliDateTime(last.takenAt), last.bytes)}</Typography>
            <Alert severity={last.verified ? 'success' : 'warning'} sx={{ mt: 1 }}>{last.verified ? backupText.verified : backupText.notVerified}</Alert>
          </>
        )}
      </CardContent>
    </Card>
  );
}
