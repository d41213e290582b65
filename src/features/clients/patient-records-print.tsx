// The patient summary's list of records (issue 37 §3), on paper only: every record of this patient
// the tablet holds, of the kinds the printing role may read, by the day it was done. Read from the
// local store here, small on purpose: the timeline (issue 37's follow-up work) can take its place.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRecordHistory, type RecordRow } from '../../db/react/index';
import { clinicalText } from '../../domain/clinical-text';
import { consultTypeLabels, examinationTypeLabels, helperVisitTypeLabels, screeningTestTypeLabels } from '../../domain/codes';
import { formatJalali } from '../../domain/jalali';
import { printText } from '../../domain/print-text';
import type { RecordKind } from '../../domain/record-kinds';

export type PrintedKind = 'screeningTest' | 'helperTest' | 'consultation' | 'examination';

const labelsOf: Record<PrintedKind, Record<number, string>> = {
  screeningTest: screeningTestTypeLabels, helperTest: helperVisitTypeLabels, consultation: consultTypeLabels, examination: examinationTypeLabels,
};

const dayOf = (record: RecordRow) => String(record.payload.performedAt ?? record.payload.date ?? '');

/** The rows of the summary, newest first: what it was and the day it was done. */
export function summaryRows(records: readonly { kind: PrintedKind; record: RecordRow }[]) {
  return records
    .map(({ kind, record }) => ({ id: record.localId, day: dayOf(record), what: labelsOf[kind][record.subtype ?? -1] ?? '' }))
    .sort((a, b) => b.day.localeCompare(a.day));
}

function useKind(kind: PrintedKind & RecordKind, clientLocalId: string, may: boolean) {
  const records = useRecordHistory(kind, clientLocalId);
  return may ? (records ?? []).map((record) => ({ kind, record })) : [];
}

export function PatientRecordsForPrint({ clientLocalId, mayRead }: { clientLocalId: string; mayRead: (kind: PrintedKind) => boolean }) {
  const rows = summaryRows([
    ...useKind('screeningTest', clientLocalId, mayRead('screeningTest')),
    ...useKind('helperTest', clientLocalId, mayRead('helperTest')),
    ...useKind('consultation', clientLocalId, mayRead('consultation')),
    ...useKind('examination', clientLocalId, mayRead('examination')),
  ]);
  return (
    <section className="print-only">
      <Typography variant="h6" component="h2" sx={{ my: 2 }}>{printText.records}</Typography>
      {rows.length === 0 ? <Typography>{printText.noRecords}</Typography> : (
        <Table size="small">
          <TableHead><TableRow><TableCell>{clinicalText.testName}</TableCell><TableCell>{clinicalText.performedAt}</TableCell></TableRow></TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}><TableCell>{row.what}</TableCell><TableCell>{formatJalali(row.day)}</TableCell></TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
