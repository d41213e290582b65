// The paged table of a client's previous tests (001 §2 screening and helper): row, test name,
// Jalali date with the time (three tests of one day must read apart), view, and delete behind the confirmation ('تست با موفقیت حذف شد.' once committed).
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { clinicalText } from '../../domain/clinical-text';
import { toPersianDigits } from '../../domain/digits';
import { formatJalaliDateTime } from '../../domain/jalali';
import { messages } from '../../domain/messages';
import { ConfirmDialog } from '../confirm-dialog';
import { PagedTable } from '../paged-table';
import type { RefusalShown } from '../refused-note';
import { reportError, showToast } from '../toast-store';

export interface TestRow {
  localId: string;
  name: string;
  /** When the test was taken: an ISO instant (or ms), shown as Jalali date and hh:mm. */
  date: string | number;
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

export function TestsTable({ rows, total, page, onPageChange, onView, onDelete, label = clinicalText.previousTests, refusalOf }: TestsTableProps) {
  const [deleting, setDeleting] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await onDelete(deleting);
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
          { key: 'date', header: clinicalText.testDate, cell: (row) => formatJalaliDateTime(row.date) },
          {
            key: 'operations', header: clinicalText.operations, cell: (row) => (
              <Stack direction="row" spacing={1}>
                <Button size="small" onClick={() => onView(row.localId)}>{clinicalText.view}</Button>
                <Button size="small" color="error" onClick={() => setDeleting(row.localId)}>{clinicalText.delete}</Button>
              </Stack>
            ),
          },
        ]}
      />
      <ConfirmDialog open={deleting !== null} busy={busy} onConfirm={() => void confirm()} onClose={() => setDeleting(null)} />
    </>
  );
}
