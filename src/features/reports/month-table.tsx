// The numbers of one dashboard chart as a table: a row per Jalali month, a column per series
// (and their total when they are parts of one whole), Persian digits.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatNumber } from '../../domain/digits';
import { monthLabel } from '../../domain/report-months';
import { reportsText } from '../../domain/reports-text';
import type { BarSeries } from './month-bars';

export function MonthTable({ title, months, series, withTotal }: { title: string; months: readonly string[]; series: readonly BarSeries[]; withTotal: boolean }) {
  return (
    <Table size="small" aria-label={reportsText.tableOf(title)}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">{reportsText.month}</TableCell>
          {series.map((s) => <TableCell key={s.metric} component="th" scope="col">{s.label}</TableCell>)}
          {withTotal && <TableCell component="th" scope="col">{reportsText.total}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {months.map((month, m) => (
          <TableRow key={month}>
            <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>{monthLabel(month)}</TableCell>
            {series.map((s) => (
              <TableCell key={s.metric} data-metric={s.metric} data-month={month}>{formatNumber(s.values[m] ?? 0)}</TableCell>
            ))}
            {withTotal && <TableCell>{formatNumber(series.reduce((sum, s) => sum + (s.values[m] ?? 0), 0))}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
