// The list of a clinical station (001 §2): the search result in its own one-row table above, then
// the paged list read from the local store. The station gives its columns and its search.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { clinicalText } from '../../domain/clinical-text';
import { PagedTable, type Column } from '../paged-table';
import type { RefusalShown } from '../refused-note';
import { NationalCodeSearch } from './national-code-search';

interface ClientListScreenProps<Row> {
  page: number;
  onPageChange: (page: number) => void;
  /** undefined while the first read runs. */
  data: { rows: Row[]; total: number } | undefined;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  search: (nationalCode: string) => Promise<Row | undefined>;
  label?: string;
  refusalOf?: (row: Row) => RefusalShown | undefined;
}

// On a phone the table's 16 px either side of every cell pushed the phone column under the sticky
// details column: half of it there is enough for the name, code, phone and link to fit 390 px.
const phoneCells = (theme: Theme) => ({ [theme.breakpoints.down('sm')]: { '& .MuiTableCell-root': { px: 1 } } });

export function ClientListScreen<Row>({ page, onPageChange, data, columns, rowKey, search, label = clinicalText.clientsTable, refusalOf }: ClientListScreenProps<Row>) {
  const [found, setFound] = useState<Row | undefined>();
  return (
    <Box sx={phoneCells}>
      <NationalCodeSearch search={search} onResult={setFound} />
      {found && (
        <Box sx={{ mb: 3 }}>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>{clinicalText.searchResult}</Typography>
          <PagedTable label={clinicalText.searchResult} columns={columns} rows={[found]} rowKey={rowKey} page={1} total={1} refusalOf={refusalOf} />
        </Box>
      )}
      <PagedTable label={label} columns={columns} rows={data?.rows} rowKey={rowKey} page={page} total={data?.total ?? 0} onPageChange={onPageChange} refusalOf={refusalOf} />
    </Box>
  );
}
