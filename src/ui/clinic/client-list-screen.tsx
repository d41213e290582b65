// The list of a clinical station (001 §2): the search box and its results in their own table above
// (issue 36 §1), then the paged list read from the local store. The station gives its columns and its search.
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { clinicalText } from '../../domain/clinical-text';
import { PagedTable, type Column } from '../paged-table';
import type { RefusalShown } from '../refused-note';
import { ClientSearch } from './client-search';
import type { TextSearch } from './use-text-search';

interface ClientListScreenProps<Row> {
  page: number;
  onPageChange: (page: number) => void;
  /** undefined while the first read runs. */
  data: { rows: Row[]; total: number } | undefined;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  search: TextSearch<Row>;
  label?: string;
  refusalOf?: (row: Row) => RefusalShown | undefined;
}

// On a phone the table's 16 px either side of every cell pushed the phone column under the sticky
// details column: half of it there is enough for the name, code, phone and link to fit 390 px.
const phoneCells = (theme: Theme) => ({ [theme.breakpoints.down('sm')]: { '& .MuiTableCell-root': { px: 1 } } });

export function ClientListScreen<Row>({ page, onPageChange, data, columns, rowKey, search, label = clinicalText.clientsTable, refusalOf }: ClientListScreenProps<Row>) {
  return (
    <Box sx={phoneCells}>
      <ClientSearch search={search} columns={columns} rowKey={rowKey} refusalOf={refusalOf} />
      <PagedTable label={label} columns={columns} rows={data?.rows} rowKey={rowKey} page={page} total={data?.total ?? 0} onPageChange={onPageChange} refusalOf={refusalOf} />
    </Box>
  );
}
