// Storage in the sync centre: how much of the quota the tablet uses, whether the browser keeps
// the data under pressure, and the storage-full state after a refused write.
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StorageFigures } from '../../db/index';
import { messages } from '../../domain/messages';
import { formatBytes, formatJalaliDateTime, syncText } from '../../domain/sync-labels';

export function StoragePanel({ figures, fullSince }: { figures: StorageFigures | null | undefined; fullSince?: number }) {
  const share = figures && figures.quota > 0 ? Math.min(100, (figures.usage / figures.quota) * 100) : 0;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="sync-storage-title" sx={{ p: 2 }}>
      <Typography id="sync-storage-title" variant="h6" component="h2" sx={{ mb: 1 }}>{syncText.storageTitle}</Typography>
      <Stack spacing={1}>
        {fullSince !== undefined && (
          <Alert severity="error" role="alert">{`${messages.storageFull} (${formatJalaliDateTime(fullSince)})`}</Alert>
        )}
        {figures === null && <Typography color="text.secondary">{syncText.storageUnknown}</Typography>}
        {figures && (
          <>
            <Typography>{syncText.storageUsage(formatBytes(figures.usage), formatBytes(figures.quota))}</Typography>
            <LinearProgress variant="determinate" value={share} aria-label={syncText.storageTitle} />
            <Typography variant="body2" color="text.secondary">
              {figures.persisted ? syncText.storagePersisted : syncText.storageNotPersisted}
            </Typography>
          </>
        )}
      </Stack>
    </Paper>
  );
}
