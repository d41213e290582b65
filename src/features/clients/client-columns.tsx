// The columns of the client tables (000 §2.6): full name, national code, phone, covered,
// screening, new (the search result shows personnel instead), actions.
import { DeleteIcon, VisibilityIcon } from '../../ui/mui/icons';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { LinkOptions } from '@tanstack/react-router';
import type { ClientRow } from '../../db/index';
import { toPersianDigits } from '../../domain/digits';
import { clientFieldLabels, receptionText } from '../../domain/reception-text';
import type { Column } from '../../ui/paged-table';
import { useLink } from '../../ui/use-link';

const flag = (value: boolean) => (value ? receptionText.yes : receptionText.no);
const fullName = (row: ClientRow) => `${row.fields.firstName} ${row.fields.lastName}`.trim();

function DetailButton({ link: to, name }: { link: LinkOptions; name: string }) {
  const link = useLink(to);
  return (
    <IconButton component="a" size="small" color="primary" aria-label={`${receptionText.detail} ${name}`} {...link}>
      <VisibilityIcon fontSize="small" />
    </IconButton>
  );
}

export function clientColumns(options: {
  third: 'isNew' | 'isPersonnel';
  detailLink: (localId: string) => LinkOptions;
  onDelete: (row: ClientRow) => void;
}): Column<ClientRow>[] {
  return [
    { key: 'name', header: receptionText.fullName, cell: fullName },
    { key: 'code', header: clientFieldLabels.nationalCode, cell: (row) => toPersianDigits(row.fields.nationalCode) },
    { key: 'phone', header: clientFieldLabels.phoneNumber, cell: (row) => toPersianDigits(row.fields.phoneNumber) },
    { key: 'covered', header: receptionText.covered, cell: (row) => flag(row.fields.isCoveredPatient) },
    { key: 'screening', header: receptionText.screening, cell: (row) => flag(row.fields.isScreening) },
    options.third === 'isNew'
      ? { key: 'new', header: receptionText.isNew, cell: (row) => flag(row.fields.isNew) }
      : { key: 'personnel', header: receptionText.personnel, cell: (row) => flag(row.fields.isPersonnel) },
    {
      key: 'actions', header: receptionText.actions, cell: (row) => (
        <Stack direction="row" spacing={0.5}>
          <DetailButton link={options.detailLink(row.localId)} name={fullName(row)} />
          <IconButton size="small" color="error" aria-label={`${receptionText.delete} ${fullName(row)}`} onClick={() => options.onDelete(row)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ),
    },
  ];
}
