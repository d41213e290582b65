// The columns of the client tables (000 §2.6): full name, national code, phone, covered,
// screening, new (the search result shows personnel instead), actions.
import type { LinkOptions } from '@tanstack/react-router';
import type { ClientRow } from '../../db/index';
import { toPersianDigits } from '../../domain/digits';
import { clientFieldLabels, receptionText } from '../../domain/reception-text';
import { flagText } from '../../domain/ui-text';
import type { ConfirmSubjectLine } from '../../ui/confirm-subject';
import type { Column } from '../../ui/paged-table';
import { RowActions } from '../../ui/row-actions';

export const fullName = (row: ClientRow) => `${row.fields.firstName} ${row.fields.lastName}`.trim();

/** Who a delete confirmation names: the patient's full name and national code. */
export const clientSubject = (row: ClientRow): ConfirmSubjectLine[] => [
  [receptionText.fullName, fullName(row)],
  [clientFieldLabels.nationalCode, toPersianDigits(row.fields.nationalCode)],
];

export function clientColumns(options: {
  third: 'isNew' | 'isPersonnel';
  detailLink: (localId: string) => LinkOptions;
  onDelete: (row: ClientRow) => void;
}): Column<ClientRow>[] {
  return [
    { key: 'name', header: receptionText.fullName, cell: fullName },
    { key: 'code', header: clientFieldLabels.nationalCode, cell: (row) => toPersianDigits(row.fields.nationalCode) },
    { key: 'phone', header: clientFieldLabels.phoneNumber, cell: (row) => toPersianDigits(row.fields.phoneNumber) },
    { key: 'covered', header: receptionText.covered, cell: (row) => flagText(row.fields.isCoveredPatient) },
    { key: 'screening', header: receptionText.screening, cell: (row) => flagText(row.fields.isScreening) },
    options.third === 'isNew'
      ? { key: 'new', header: receptionText.isNew, cell: (row) => flagText(row.fields.isNew) }
      : { key: 'personnel', header: receptionText.personnel, cell: (row) => flagText(row.fields.isPersonnel) },
    {
      key: 'actions', header: receptionText.actions, cell: (row) => (
        <RowActions actions={[
          { kind: 'view', label: `${receptionText.detail} ${fullName(row)}`, link: options.detailLink(row.localId) },
          { kind: 'delete', label: `${receptionText.delete} ${fullName(row)}`, onClick: () => options.onDelete(row) },
        ]} />
      ),
    },
  ];
}
