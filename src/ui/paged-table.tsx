// The paged list of every station (000 §9): 6 rows a page, pages from 1, the empty-list text,
// page numbers in Persian digits and the page buttons named in Persian.
import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { alpha } from '@mui/material/styles';
import { messages } from '../domain/messages';
import { uiText } from '../domain/ui-text';
import { PageButtons } from './page-buttons';
import { RefusedNote, type RefusalShown } from './refused-note';

export const pageSize = 6;

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row, index: number) => ReactNode;
}

interface PagedTableProps<Row> {
  columns: Column<Row>[];
  /** undefined while the first query has not answered: a loading row, never the empty text. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** 1-based. */
  page: number;
  total: number;
  onPageChange?: (page: number) => void;
  label?: string;
  /** The server's refusal of a row, if any: the row is marked and its reason shown under it. */
  refusalOf?: (row: Row) => RefusalShown | undefined;
  /** What a person does next on an empty list (the add button), under the seeds' sentence. */
  emptyAction?: ReactNode;
}

/** The last column (a list's actions) stays in view while a narrow screen scrolls the table
 *  sideways: sticky at the inline end, over an opaque background. */
const stickyLast = {
  '& tr > *:last-of-type': { position: 'sticky', insetInlineEnd: 0, bgcolor: 'background.paper', zIndex: 1 },
} as const;

export function PagedTable<Row>({ columns, rows, rowKey, page, total, onPageChange, label, refusalOf, emptyAction }: PagedTableProps<Row>) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Paper variant="outlined">
      {/* Focusable: a narrow screen scrolls the table sideways, and a list with no link or button in
          its rows (the audit trail) must still scroll from the keyboard. */}
      <TableContainer sx={stickyLast} tabIndex={0}>
        <Table aria-label={label} size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key}>{column.header}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows === undefined ? (
              <TableRow>
                <TableCell colSpan={columns.length} align="center">
                  <Box role="status" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                    <CircularProgress size={16} aria-hidden />
                    {uiText.loading}
                  </Box>
                </TableCell>
              </TableRow>
            ) : rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} align="center">
                  {messages.emptyList}
                  {emptyAction && <Box sx={{ mt: 1.5, mb: 0.5 }}>{emptyAction}</Box>}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row, index) => {
                const refusal = refusalOf?.(row);
                const cells = (
                  <TableRow key={rowKey(row)} hover data-refused={refusal ? 'yes' : undefined}
                    sx={refusal ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.08), '& > td': { borderBottom: 0 } } : undefined}>
                    {columns.map((column) => (
                      <TableCell key={column.key}>{column.cell(row, (page - 1) * pageSize + index)}</TableCell>
                    ))}
                  </TableRow>
                );
                if (!refusal) return cells;
                return (
                  <Fragment key={rowKey(row)}>
                    {cells}
                    <TableRow sx={{ bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) }}>
                      <TableCell colSpan={columns.length} sx={{ pt: 0 }}><RefusedNote refusal={refusal} /></TableCell>
                    </TableRow>
                  </Fragment>
                );
              })
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {onPageChange && pages > 1 && (
        <PageButtons page={page} pages={pages} onChange={onPageChange} />
      )}
    </Paper>
  );
}
