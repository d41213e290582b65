// One examination type's modal (001 §2 covered detail): the latest record read-only ('آخرین
// اطلاعات ثبت شده'; 'اطلاعات این مدرک وارد نشده است.' when none), every record of the type newest
// first by the day it was done, each opening in the view's place (issue 36 §4), and the add form,
// which closes the modal once saved.
import { useMemo, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import { PrintButton } from '../../ui/print/print-button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useRecordHistory } from '../../db/react/index';
import { byPerformedDayNewestFirst } from '../../domain/clinical-dates';
import { clinicalText } from '../../domain/clinical-text';
import { examinationTypeLabels } from '../../domain/codes';
import { messages } from '../../domain/messages';
import type { ExaminationType } from '../../domain/schemas/examinations';
import { ExaminationForm } from './examination-form';
import { ExaminationHistory } from './examination-history';
import { ExaminationRecordView } from './examination-record-view';
import { examPerformedText } from './examination-values';

/**
 * `banner`: the patient (the detail page's banner again: the dialog covers the page's).
 * `opening`: the record shown first (a timeline entry's link), else the latest.
 */
export function ExaminationDialog({ clientLocalId, type, banner, opening, onClose }: {
  clientLocalId: string; type: ExaminationType; banner?: ReactNode; opening?: string; onClose: () => void;
}) {
  const saved = useRecordHistory('examination', clientLocalId, type);
  const history = useMemo(() => byPerformedDayNewestFirst(saved ?? []), [saved]);
  const [adding, setAdding] = useState(false);
  const [opened, setOpened] = useState<string | undefined>(opening);
  const latest = history[0];
  const shown = history.find((record) => record.localId === opened) ?? latest;
  const title = examinationTypeLabels[type];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="exam-dialog-title">
      <DialogTitle id="exam-dialog-title">{title}</DialogTitle>
      <DialogContent dividers>
        {banner}
        {!shown ? (
          <>
            <Typography variant="subtitle1" component="h3">{clinicalText.latestRecord}</Typography>
            <Typography sx={{ my: 1 }}>{messages.examEmpty}</Typography>
          </>
        ) : (
          <ExaminationRecordView record={shown} type={type}
            heading={shown === latest ? clinicalText.latestRecord : clinicalText.recordOfDay(examPerformedText(shown))} />
        )}
        {history.length > 0 && <ExaminationHistory records={history} type={type} shown={shown?.localId} onOpen={setOpened} />}
        <Divider sx={{ my: 2 }} />
        {adding
          ? <ExaminationForm clientLocalId={clientLocalId} type={type} onSaved={onClose} />
          : <Button variant="outlined" onClick={() => setAdding(true)}>{clinicalText.addRecord}</Button>}
      </DialogContent>
      <DialogActions>
        <PrintButton />
        <Button onClick={onClose}>{clinicalText.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
