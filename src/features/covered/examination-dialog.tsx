// One examination type's modal (001 §2 covered detail): the latest record read-only with its
// date ('اطلاعات این مدرک وارد نشده است.' when none), the history newest first so change over time shows, and
// the add form, which closes the modal once saved.
import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRecordHistory } from '../../db/react/index';
import { clinicalText } from '../../domain/clinical-text';
import { examinationTypeLabels } from '../../domain/codes';
import { examFieldLabels, examinationFields } from '../../domain/examination-fields';
import { messages } from '../../domain/messages';
import type { ExaminationType } from '../../domain/schemas/examinations';
import { OwnDirectionText } from '../../ui/own-direction-text';
import { ExaminationForm } from './examination-form';
import { examDateText, examValueText } from './examination-values';

/** `banner`: the patient (the detail page's banner again: the dialog covers the page's). */
export function ExaminationDialog({ clientLocalId, type, banner, onClose }: { clientLocalId: string; type: ExaminationType; banner?: ReactNode; onClose: () => void }) {
  const history = useRecordHistory('examination', clientLocalId, type) ?? [];
  const [adding, setAdding] = useState(false);
  const fields = examinationFields[type];
  const latest = history[0];
  const title = examinationTypeLabels[type];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="exam-dialog-title">
      <DialogTitle id="exam-dialog-title">{title}</DialogTitle>
      <DialogContent dividers>
        {banner}
        <Typography variant="subtitle1" component="h3">{clinicalText.latestRecord}</Typography>
        {!latest ? <Typography sx={{ my: 1 }}>{messages.examEmpty}</Typography> : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{`${clinicalText.recordedOn}: ${examDateText(latest)}`}</Typography>
            <Table size="small" aria-label={clinicalText.latestRecord}>
              <TableBody>
                {fields.map((field) => (
                  <TableRow key={field.name}>
                    <TableCell component="th" scope="row">{examFieldLabels[field.name]}</TableCell>
                    <TableCell><OwnDirectionText>{examValueText(field, latest.payload[field.name])}</OwnDirectionText></TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
        {history.length > 1 && (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>{clinicalText.history}</Typography>
            <Table size="small" aria-label={clinicalText.history} sx={{ overflowX: 'auto', display: 'block' }}>
              <TableHead>
                <TableRow>
                  <TableCell>{clinicalText.date}</TableCell>
                  {fields.map((field) => <TableCell key={field.name}>{examFieldLabels[field.name]}</TableCell>)}
                </TableRow>
              </TableHead>
              <TableBody>
                {history.map((record) => (
                  <TableRow key={record.localId}>
                    <TableCell>{examDateText(record)}</TableCell>
                    {fields.map((field) => <TableCell key={field.name}><OwnDirectionText>{examValueText(field, record.payload[field.name])}</OwnDirectionText></TableCell>)}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
        <Divider sx={{ my: 2 }} />
        {adding
          ? <ExaminationForm clientLocalId={clientLocalId} type={type} onSaved={onClose} />
          : <Button variant="outlined" onClick={() => setAdding(true)}>{clinicalText.addRecord}</Button>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{clinicalText.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
