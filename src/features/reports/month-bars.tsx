// One chart of the dashboard: bars per Jalali month (plain SVG), months from right to left as
// Persian reads, side by side or stacked (parts of one whole), and beside it the same numbers as
// a table, for screen readers and for copying into a spreadsheet.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatNumber } from '../../domain/digits';
import { monthLabel } from '../../domain/report-months';
import { reportsText } from '../../domain/reports-text';
import { MonthTable } from './month-table';

export interface BarSeries { metric: string; label: string; values: readonly number[] }

const palette = ['#1565c0', '#2e7d32', '#c62828', '#6a1b9a', '#ef6c00', '#00838f', '#5d4037', '#ad1457', '#9e9d24', '#283593', '#00695c', '#d84315', '#4e342e', '#37474f'];
const colour = (i: number) => palette[i % palette.length]!;

const width = 640;
const plotTop = 10;
const plotHeight = 160;
const axisX = 36;

/** The number at the top of the scale: the largest bar, rounded up to a readable step. */
function scaleTop(max: number): number {
  if (max <= 4) return 4;
  const step = 10 ** Math.floor(Math.log10(max));
  return Math.ceil(max / step) * step;
}

export function MonthBars({ title, months, series, stacked }: { title: string; months: readonly string[]; series: readonly BarSeries[]; stacked: boolean }) {
  const totals = months.map((_, m) => series.reduce((sum, s) => sum + (s.values[m] ?? 0), 0));
  const top = scaleTop(stacked ? Math.max(0, ...totals) : Math.max(0, ...series.flatMap((s) => s.values)));
  const slot = (width - axisX - 8) / Math.max(months.length, 1);
  const y = (value: number) => plotTop + plotHeight - (value / top) * plotHeight;
  // The oldest month at the right edge.
  const slotStart = (m: number) => width - 8 - (m + 1) * slot;
  const barWidth = stacked ? slot * 0.6 : (slot * 0.8) / Math.max(series.length, 1);

  return (
    <Box component="section" aria-label={title} sx={{ mb: 4 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{title}</Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {series.map((s, i) => (
          <Stack key={s.metric} direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
            <Box sx={{ width: 12, height: 12, bgcolor: colour(i), borderRadius: 0.5 }} />
            <Typography variant="caption">{s.label}</Typography>
          </Stack>
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', lg: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 3, minWidth: 0, width: '100%' }}>
          <svg role="img" aria-label={reportsText.chartOf(title)} viewBox={`0 0 ${width} ${plotTop + plotHeight + 28}`} width="100%">
            {[0, top / 2, top].map((tick) => (
              <g key={tick} fontSize={10} fill="currentColor">
                <line x1={axisX} x2={width - 8} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeOpacity={0.2} />
                <text x={axisX - 4} y={y(tick) + 3} textAnchor="end">{formatNumber(tick)}</text>
              </g>
            ))}
            {months.map((month, m) => {
              let base = 0;
              return (
                <g key={month}>
                  {series.map((s, i) => {
                    const value = s.values[m] ?? 0;
                    const x = stacked ? slotStart(m) + (slot - barWidth) / 2 : slotStart(m) + slot * 0.1 + (series.length - 1 - i) * barWidth;
                    const from = stacked ? base : 0;
                    base += stacked ? value : 0;
                    return (
                      <rect key={s.metric} x={x} width={Math.max(barWidth - 1, 1)} y={y(from + value)} height={y(from) - y(from + value)} fill={colour(i)}
                        data-metric={s.metric} data-month={month} data-value={value}>
                        <title>{reportsText.barTitle(s.label, monthLabel(month), formatNumber(value))}</title>
                      </rect>
                    );
                  })}
                  <text x={slotStart(m) + slot / 2} y={plotTop + plotHeight + 14} fontSize={9} textAnchor="middle" fill="currentColor">
                    {monthLabel(month).split(' ')[0]}
                  </text>
                </g>
              );
            })}
          </svg>
        </Box>
        {/* Scrolls sideways on a narrow screen (fourteen examination types): a keyboard reaches it too. */}
        <Box tabIndex={0} role="region" aria-label={reportsText.tableOf(title)} sx={{ flex: 2, minWidth: 0, width: '100%', overflowX: 'auto' }}>
          <MonthTable title={title} months={months} series={series} withTotal={stacked} />
        </Box>
      </Stack>
    </Box>
  );
}
