// The columns the clinical lists share (001 §2): name, national code, phone, the covered and
// screening flags as بله / خیر (the one flag form of every list), and the details action.
import { clinicalText } from '../../domain/clinical-text';
import { toPersianDigits } from '../../domain/digits';
import { flagText } from '../../domain/ui-text';
import type { Column } from '../paged-table';
import type { LinkOptions } from '@tanstack/react-router';
import { RowActions } from '../row-actions';

export interface ListedClient {
  localId: string;
  fields: { firstName: string; lastName: string; nationalCode: string; phoneNumber: string; isCoveredPatient: boolean; isScreening: boolean };
}

type Extra = 'flags';

const fullName = (row: ListedClient) => `${row.fields.firstName} ${row.fields.lastName}`;

export function clinicalClientColumns<Row extends ListedClient>(detailLink: (row: Row) => LinkOptions, extras: Extra[] = []): Column<Row>[] {
  const columns: Column<Row>[] = [
    { key: 'name', header: clinicalText.fullName, cell: fullName },
    { key: 'nationalCode', header: clinicalText.nationalCode, cell: (row) => toPersianDigits(row.fields.nationalCode) },
    { key: 'phone', header: clinicalText.phoneNumber, cell: (row) => toPersianDigits(row.fields.phoneNumber) },
  ];
  if (extras.includes('flags')) {
    columns.push(
      { key: 'covered', header: clinicalText.covered, cell: (row) => flagText(row.fields.isCoveredPatient) },
      { key: 'screening', header: clinicalText.screening, cell: (row) => flagText(row.fields.isScreening) },
    );
  }
  columns.push({
    key: 'details', header: clinicalText.details,
    cell: (row) => <RowActions actions={[{ kind: 'view', label: `${clinicalText.details} ${fullName(row)}`, link: detailLink(row) }]} />,
  });
  return columns;
}
