// One examination record read-only (001 §3): the day it was done and the day it was typed (issue
// 36 §4, kept apart), then each field of its type with its value ('دارد' / 'ندارد', numbers in
// Persian digits, blood values with their units).
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useNotedView, type RecordRow } from '../../db/react/index';
import { clinicalText } from '../../domain/clinical-text';
import { examFieldLabels, examinationFields } from '../../domain/examination-fields';
import type { ExaminationType } from '../../domain/schemas/examinations';
import { OwnDirectionText } from '../../ui/own-direction-text';
import { examDateText, examPerformedText, examValueText } from './examination-values';

export function ExaminationRecordView({ record, type, heading }: { record: RecordRow; type: ExaminationType; heading: string }) {
  useNotedView('examination', record.clientLocalId, record.localId);
  return (
    <section aria-label={heading}>
      <Typography variant="subtitle1" component="h3">{heading}</Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>{`${clinicalText.performedAt}: ${examPerformedText(record)}`}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{`${clinicalText.recordedOn}: ${examDateText(record)}`}</Typography>
      <Table size="small" aria-label={heading}>
        <TableBody>
          {examinationFields[type].map((field) => (
            <TableRow key={field.name}>
              <TableCell component="th" scope="row">{examFieldLabels[field.name]}</TableCell>
              <TableCell><OwnDirectionText>{examValueText(field, record.payload[field.name])}</OwnDirectionText></TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
