// One QLQ-C30 scale across a patient's tests (issue 37 §2): a line on a 0–100 scale in plain SVG,
// the oldest test at the right as Persian reads, a change of 10 points or more ringed, and the
// same values in a table beside it with each change.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatNumber } from '../../domain/digits';
import type { TrendPoint } from '../../domain/eortc-trend';
import { helperText } from '../../domain/helper-text';
import { formatJalali } from '../../domain/jalali';
import { eortcTrendText } from '../../domain/reports-text';

const width = 300;
const height = 120;
const pad = 24;

export function EortcTrendChart({ scale, label, better, points }: { scale: string; label: string; better: 'higher' | 'lower'; points: readonly TrendPoint[] }) {
  const x = (i: number) => width - pad - (points.length === 1 ? 0 : (i * (width - 2 * pad)) / (points.length - 1));
  const y = (score: number) => 8 + (1 - score / 100) * (height - 24);
  const scored = points.map((p, i) => ({ ...p, i })).filter((p): p is TrendPoint & { i: number; score: number } => p.score !== null);
  const path = scored.map((p, k) => `${k === 0 ? 'M' : 'L'}${x(p.i).toFixed(1)},${y(p.score).toFixed(1)}`).join(' ');
  return (
    <Box component="section" aria-label={label} data-scale={scale} sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3">{label}</Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {better === 'higher' ? eortcTrendText.higherBetter : eortcTrendText.lowerBetter}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
        <svg role="img" aria-label={eortcTrendText.chartOf(label)} viewBox={`0 0 ${width} ${height}`} width="100%" style={{ maxWidth: 420 }}>
          {[0, 50, 100].map((tick) => (
            <g key={tick} fontSize={9} fill="currentColor">
              <line x1={pad} x2={width - pad} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeOpacity={0.2} />
              <text x={pad - 4} y={y(tick) + 3} textAnchor="end">{formatNumber(tick)}</text>
            </g>
          ))}
          <path d={path} fill="none" stroke="#1565c0" strokeWidth={2} />
          {scored.map((p) => (
            <g key={p.i}>
              <circle cx={x(p.i)} cy={y(p.score)} r={3} fill="#1565c0" data-day={p.day} data-score={p.score} />
              {p.marked && <circle cx={x(p.i)} cy={y(p.score)} r={7} fill="none" stroke="#c62828" strokeWidth={2} data-marked="true" />}
            </g>
          ))}
        </svg>
        <Table size="small" aria-label={eortcTrendText.tableOf(label)} sx={{ maxWidth: 360 }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">{eortcTrendText.date}</TableCell>
              <TableCell component="th" scope="col">{helperText.score}</TableCell>
              <TableCell component="th" scope="col">{eortcTrendText.changeHeader}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {points.map((p, i) => (
              <TableRow key={i} data-marked={p.marked ? 'true' : undefined}>
                <TableCell component="th" scope="row">{formatJalali(p.day)}</TableCell>
                <TableCell>{p.score === null ? '—' : formatNumber(p.score, 1)}</TableCell>
                <TableCell sx={p.marked ? { color: 'error.main', fontWeight: 700 } : undefined}>
                  {/* Left to right, so the sign stands before the number in a right-to-left row. */}
                  {p.change === undefined ? '—' : <Box component="span" dir="ltr">{eortcTrendText.change(p.change)}</Box>}
                  {p.marked && <Box component="span" sx={{ display: 'block', fontSize: 12 }}>{eortcTrendText.changed}</Box>}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Stack>
    </Box>
  );
}
