// The dialog a refused form is corrected in, over the sync centre: its title names what was
// refused, the server's reason stands on top, the form below.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

/** `banner`: the patient the refused record is about (placed by the route that opens it). */
export function CorrectionDialog({ title, serverSaid, onClose, children, banner }: { title: string; serverSaid: string; onClose: () => void; children: ReactNode; banner?: ReactNode }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {banner}
        <Alert severity="error" sx={{ mb: 2 }}>{serverSaid}</Alert>
        {children}
      </DialogContent>
    </Dialog>
  );
}
