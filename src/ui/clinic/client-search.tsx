// The one search box of every patient list (issue 36 §1): names, phone or national code, results
// as the person types in the list's own table, 6 a page; Enter or the button searches at once.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { searchText } from '../../domain/search-text';
import { SearchIcon } from '../mui/icons';
import { PagedTable, type Column } from '../paged-table';
import type { RefusalShown } from '../refused-note';
import { useTextSearch, type TextSearch } from './use-text-search';

interface ClientSearchProps<Row> {
  search: TextSearch<Row>;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  refusalOf?: (row: Row) => RefusalShown | undefined;
  /** A change searches again with the same words (a row deleted from the results). */
  refreshKey?: unknown;
}

export function ClientSearch<Row>({ search, columns, rowKey, refusalOf, refreshKey }: ClientSearchProps<Row>) {
  const box = useTextSearch(search, refreshKey);
  return (
    <>
      <Stack component="form" role="search" autoComplete="off" direction="row" spacing={1} sx={{ mb: 2, maxWidth: 480 }}
        onSubmit={(event) => { event.preventDefault(); void box.submit(); }}>
        <TextField
          label={searchText.label} placeholder={searchText.label} size="small" fullWidth value={box.query}
          onChange={(event) => box.setQuery(event.target.value)} slotProps={{ htmlInput: { type: 'search', autoComplete: 'off' } }}
        />
        <Button type="submit" variant="outlined" startIcon={<SearchIcon />} loading={box.busy}>{searchText.search}</Button>
      </Stack>
      {box.found && (
        <Stack sx={{ mb: 3 }} spacing={1}>
          <Typography variant="subtitle1" component="h2">{searchText.result}</Typography>
          <PagedTable label={searchText.result} rows={box.found.rows} rowKey={rowKey} page={box.page} total={box.found.total}
            onPageChange={box.setPage} refusalOf={refusalOf} columns={columns} />
        </Stack>
      )}
    </>
  );
}
