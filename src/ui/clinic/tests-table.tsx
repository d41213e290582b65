// The paged table of a client's previous tests (001 §2 screening and helper): row, test name,
// Jalali date with the time (three tests of one day must read apart), view, and delete behind the confirmation ('تست با موفقیت حذف شد.' once committed).
import { useState } from 'react';
import Box from '@mui/material/Box';
import { clinicalText } from '../../domain/clinical-text';
import { toPersianDigits } from '../../domain/digits';
import { formatJalali, formatJalaliDateTime } from '../../domain/jalali';
import { messages } from '../../domain/messages';
import { ConfirmDialog } from '../confirm-dialog';
import { PagedTable } from '../paged-table';
import { RowActions } from '../row-actions';
import type { RefusalShown } from '../refused-note';
import { reportError, showToast } from '../toast-store';

export interface TestRow {
  localId: string;
  name: string;
  /** When the test was taken: an ISO instant (or ms), shown as Jalali date and hh:mm. */
  date: string | number;
  /** The day the test was done (issue 36 §4), Gregorian YYYY-MM-DD: shown in Jalali beside it. */
  performedAt?: string;
}

interface TestsTableProps {
  /** undefined while the first query has not answered. */
  rows: TestRow[] | undefined;
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  onView: (localId: string) => void;
  onDelete: (localId: string) => Promise<void>;
  label?: string;
  refusalOf?: (row: TestRow) => RefusalShown | undefined;
}

/** The test a row or its delete confirmation names: its kind and when it was taken. */
const testOf = (row: TestRow) => `${row.name} ${formatJalaliDateTime(row.date)}`;

export function TestsTable({ rows, total, page, onPageChange, onView, onDelete, label = clinicalText.previousTests, refusalOf }: TestsTableProps) {
  const [deleting, setDeleting] = useState<TestRow | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await onDelete(deleting.localId);
      showToast('success', messages.testDeleted);
    } catch (error) {
      reportError(error); // 001 §8: a failed delete only closes the confirmation
    }
    setBusy(false);
    setDeleting(null);
  };
  return (
    <>
      <PagedTable
        label={label}
        rows={rows}
        rowKey={(row) => row.localId}
        page={page}
        total={total}
        onPageChange={onPageChange}
        refusalOf={refusalOf}
        columns={[
          { key: 'row', header: clinicalText.row, cell: (_, index) => toPersianDigits(index + 1) },
          { key: 'name', header: clinicalText.testName, cell: (row) => row.name },
          // One line on a phone too: a date broken after its year or before its time misreads.
          { key: 'date', header: clinicalText.testDate, cell: (row) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{formatJalaliDateTime(row.date)}</Box> },
          { key: 'performedAt', header: clinicalText.performedAt, cell: (row) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{formatJalali(row.performedAt ?? '')}</Box> },
          {
            key: 'operations', header: clinicalText.operations, cell: (row) => (
              <RowActions actions={[
                { kind: 'view', label: `${clinicalText.view} ${testOf(row)}`, onClick: () => onView(row.localId) },
                { kind: 'delete', label: `${clinicalText.delete} ${testOf(row)}`, onClick: () => setDeleting(row) },
              ]} />
            ),
          },
        ]}
      />
      <ConfirmDialog open={deleting !== null} busy={busy}
        subject={deleting ? [[clinicalText.testName, deleting.name], [clinicalText.testDate, formatJalaliDateTime(deleting.date)]] : undefined} onConfirm={() => void confirm()} onClose={() => setDeleting(null)} />
    </>
  );
}
