// SuperAdmin's «آخرین پشتیبان» card: when the server's last backup was taken, its size and
// whether it was read back and checked. Read from the server: offline it says so.
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { fetchLastBackup } from '../../api/last-backup';
import { backupSize, backupText } from '../../domain/backup-text';
import { formatNumber } from '../../domain/digits';
import { formatJalaliDateTime } from '../../domain/jalali';
import type { LastBackup } from '../../domain/schemas/last-backup';
import { isOffline, reportAdminError } from './needs-network';

type Shown = { state: 'loading' } | { state: 'offline' } | { state: 'loaded'; last: LastBackup };

export function LastBackupCard() {
  const [shown, setShown] = useState<Shown>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    const load = () => {
      if (isOffline()) return setShown({ state: 'offline' });
      fetchLastBackup().then((last) => { if (live) setShown({ state: 'loaded', last }); }, reportAdminError);
    };
    load();
    window.addEventListener('online', load);
    return () => { live = false; window.removeEventListener('online', load); };
  }, []);

  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-label={backupText.title}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>{backupText.title}</Typography>
        {shown.state === 'offline' && <Alert severity="warning">{backupText.needsNetwork}</Alert>}
        {shown.state === 'loaded' && !shown.last && <Typography>{backupText.none}</Typography>}
        {shown.state === 'loaded' && shown.last && (
          <>
            <Typography>{backupText.takenAt}: {formatJalaliDateTime(shown.last.takenAt)}</Typography>
            <Typography>{backupText.size}: {backupSize(shown.last.bytes)}</Typography>
            <Typography>{backupText.photos}: {formatNumber(shown.last.photos)}</Typography>
            <Alert severity={shown.last.verified ? 'success' : 'warning'} sx={{ mt: 1 }}>
              {shown.last.verified ? backupText.verified : backupText.notVerified}
            </Alert>
          </>
        )}
      </CardContent>
    </Card>
  );
}
