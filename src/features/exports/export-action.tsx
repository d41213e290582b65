// «خروجی» on a list (issue 37 §4), for SuperAdmin and Research alone: a dialog to choose what to
// export (a list, or a kind of record over a Jalali date range), then the file from the server.
// Offline it says the export needs the network instead of trying.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { codesOf, examinationTypeLabels } from '../../domain/codes';
import { isRecordExport, type ExportKind } from '../../domain/export-kinds';
import { exportKindLabels, exportText } from '../../domain/export-text';
import { areaMayOpen } from '../../domain/permissions';
import type { Area } from '../../domain/roles';
import { JalaliDateField } from '../../ui/jalali-date-field';
import { DownloadIcon } from '../../ui/mui/icons';
import { useOnline } from '../../ui/use-online';
import { saveExport } from './save-export';

export function ExportAction({ area, kinds }: { area: Area; kinds: readonly ExportKind[] }) {
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<ExportKind>(kinds[0]!);
  const [range, setRange] = useState({ from: '', to: '', type: '' });
  const [state, setState] = useState<'idle' | 'busy' | 'failed' | 'needsRange'>('idle');
  if (!areaMayOpen(area, 'exports')) return null;
  const needsRange = isRecordExport(kind);

  async function run() {
    if (needsRange && (!range.from || !range.to || range.from > range.to)) return setState('needsRange');
    setState('busy');
    try {
      await saveExport(kind, needsRange ? { from: range.from, to: range.to, type: kind === 'examinations' && range.type !== '' ? Number(range.type) : undefined } : {});
      setState('idle');
      setOpen(false);
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => { setState('idle'); setOpen(true); }}>{exportText.action}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="export-dialog-title">
        <DialogTitle id="export-dialog-title">{exportText.dialogTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {!online && <Alert severity="info">{exportText.needsNetwork}</Alert>}
            {state === 'failed' && <Alert severity="error">{exportText.failed}</Alert>}
            {state === 'needsRange' && <Alert severity="warning">{exportText.needsRange}</Alert>}
            <TextField select label={exportText.kind} value={kind} onChange={(event) => setKind(event.target.value as ExportKind)}>
              {kinds.map((k) => <MenuItem key={k} value={k}>{exportKindLabels[k]}</MenuItem>)}
            </TextField>
            {needsRange && (
              <>
                <JalaliDateField label={exportText.from} value={range.from} onChange={(from) => setRange({ ...range, from })} required />
                <JalaliDateField label={exportText.to} value={range.to} onChange={(to) => setRange({ ...range, to })} required />
              </>
            )}
            {kind === 'examinations' && (
              <TextField select label={exportText.examinationType} value={range.type} onChange={(event) => setRange({ ...range, type: event.target.value })}>
                <MenuItem value="">{exportText.allTypes}</MenuItem>
                {codesOf(examinationTypeLabels).map((code) => <MenuItem key={code} value={String(code)}>{examinationTypeLabels[code as keyof typeof examinationTypeLabels]}</MenuItem>)}
              </TextField>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{exportText.cancel}</Button>
          <Button variant="contained" disabled={!online || state === 'busy'} onClick={() => void run()}>{exportText.download}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
