// The columns the clinical lists share (001 §2): name, national code, phone, the covered and
// screening flags as tick or cross, and the details link.
import { CheckIcon, CloseIcon } from '../mui/icons';
import { clinicalText } from '../../domain/clinical-text';
import { toPersianDigits } from '../../domain/digits';
import type { Column } from '../paged-table';
import type { LinkOptions } from '@tanstack/react-router';
import { LinkButton } from './link-button';

export interface ListedClient {
  localId: string;
  fields: { firstName: string; lastName: string; nationalCode: string; phoneNumber: string; isCoveredPatient: boolean; isScreening: boolean };
}

const flag = (on: boolean, label: string) =>
  on ? <CheckIcon color="success" titleAccess={`${label}: ${clinicalText.yes}`} /> : <CloseIcon color="disabled" titleAccess={`${label}: ${clinicalText.no}`} />;

type Extra = 'flags';

export function clinicalClientColumns<Row extends ListedClient>(detailLink: (row: Row) => LinkOptions, extras: Extra[] = []): Column<Row>[] {
  const columns: Column<Row>[] = [
    { key: 'name', header: clinicalText.fullName, cell: (row) => `${row.fields.firstName} ${row.fields.lastName}` },
    { key: 'nationalCode', header: clinicalText.nationalCode, cell: (row) => toPersianDigits(row.fields.nationalCode) },
    { key: 'phone', header: clinicalText.phoneNumber, cell: (row) => toPersianDigits(row.fields.phoneNumber) },
  ];
  if (extras.includes('flags')) {
    columns.push(
      { key: 'covered', header: clinicalText.covered, cell: (row) => flag(row.fields.isCoveredPatient, clinicalText.covered) },
      { key: 'screening', header: clinicalText.screening, cell: (row) => flag(row.fields.isScreening, clinicalText.screening) },
    );
  }
  columns.push({ key: 'details', header: clinicalText.details, cell: (row) => <LinkButton link={detailLink(row)}>{clinicalText.details}</LinkButton> });
  return columns;
}
