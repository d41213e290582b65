// Every record of one examination type of the patient (issue 36 §4), newest first by the day it
// was done: that day, the day it was typed, a button that opens it above, and its values side by
// side so change over time shows (a wide type scrolls sideways).
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RecordRow } from '../../db/index';
import { clinicalText } from '../../domain/clinical-text';
import { toPersianDigits } from '../../domain/digits';
import { examFieldLabels, examinationFields } from '../../domain/examination-fields';
import type { ExaminationType } from '../../domain/schemas/examinations';
import { OwnDirectionText } from '../../ui/own-direction-text';
import { examDateText, examPerformedText, examValueText } from './examination-values';

export function ExaminationHistory({ records, type, shown, onOpen }: {
  records: RecordRow[]; type: ExaminationType; shown: string | undefined; onOpen: (localId: string) => void;
}) {
  const fields = examinationFields[type];
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>{clinicalText.history}</Typography>
      {/* Focusable, so a keyboard can scroll it where a phone cuts it: its one button may be the
          open record's, disabled (axe: scrollable-region-focusable). */}
      <Table size="small" aria-label={clinicalText.history} tabIndex={0} sx={{ overflowX: 'auto', display: 'block' }}>
        <TableHead>
          <TableRow>
            <TableCell>{clinicalText.row}</TableCell>
            <TableCell>{clinicalText.performedAt}</TableCell>
            <TableCell>{clinicalText.recordedOn}</TableCell>
            <TableCell>{clinicalText.operations}</TableCell>
            {fields.map((field) => <TableCell key={field.name}>{examFieldLabels[field.name]}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((record, index) => {
            const day = examPerformedText(record);
            const open = record.localId === shown;
            return (
              <TableRow key={record.localId} selected={open} aria-current={open ? 'true' : undefined}>
                <TableCell>{toPersianDigits(index + 1)}</TableCell>
                <TableCell>{day}</TableCell>
                <TableCell>{examDateText(record)}</TableCell>
                <TableCell>
                  <Button size="small" aria-label={clinicalText.openRecordOf(day)} disabled={open} onClick={() => onOpen(record.localId)}>
                    {clinicalText.view}
                  </Button>
                </TableCell>
                {fields.map((field) => <TableCell key={field.name}><OwnDirectionText>{examValueText(field, record.payload[field.name])}</OwnDirectionText></TableCell>)}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </>
  );
}
