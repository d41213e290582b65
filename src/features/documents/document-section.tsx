// A document section of the client detail (000 §2.11): its list, and the "new document" modal.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DocumentKind } from '../../db/index';
import { receptionText } from '../../domain/reception-text';
import { appText } from '../../domain/stations';
import { DocumentAdder } from './document-adder';
import { DocumentList } from './document-list';

export function DocumentSection({ clientLocalId, kind }: { clientLocalId: string; kind: DocumentKind }) {
  const [adding, setAdding] = useState(false);
  const title = kind === 'identity' ? receptionText.patientDocuments : receptionText.personalDocuments;
  const addLabel = kind === 'identity' ? receptionText.newDocument : receptionText.newPersonalDocument;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} component="section" aria-label={title}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h6" component="h2">{title}</Typography>
        <Button variant="outlined" onClick={() => setAdding(true)}>{addLabel}</Button>
      </Stack>
      <DocumentList clientLocalId={clientLocalId} kind={kind} details />
      <Dialog open={adding} onClose={() => setAdding(false)} fullWidth maxWidth="sm" aria-labelledby={`add-${kind}-title`}>
        <DialogTitle id={`add-${kind}-title`}>{addLabel}</DialogTitle>
        <DialogContent dividers>
          <DocumentAdder clientLocalId={clientLocalId} kind={kind} onAdded={() => setAdding(false)} />
        </DialogContent>
        <DialogActions><Button onClick={() => setAdding(false)}>{appText.close}</Button></DialogActions>
      </Dialog>
    </Paper>
  );
}
