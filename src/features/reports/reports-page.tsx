// {superAdmin|research}/reports (issue 37 §1): the clinic's counts per Jalali month, for the
// last 12 months or a chosen range, a chart and a table for each group; offline, the last answer
// this tablet kept, with the date it was made.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatJalaliDateTime } from '../../domain/jalali';
import { reportGroups } from '../../domain/report-metrics';
import { reportGroupTitles, reportMetricLabel, reportsText } from '../../domain/reports-text';
import { screenTitles } from '../../domain/stations';
import { JalaliDateField } from '../../ui/jalali-date-field';
import { PageTitle } from '../../ui/page-title';
import { useOnline } from '../../ui/use-online';
import { MonthBars } from './month-bars';
import { useMonthlyReport, type ReportState } from './use-monthly-report';

type Range = { from?: string; to?: string };

function RangeForm({ onShow }: { onShow: (range: Range) => void }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const wrong = from !== '' && to !== '' && from > to;
  return (
    <Stack component="form" direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
      onSubmit={(event) => { event.preventDefault(); if (!wrong && from && to) onShow({ from, to }); }}>
      {/* The field takes its container's width: two short ones side by side. */}
      <Box sx={{ width: 220 }}><JalaliDateField label={reportsText.from} value={from} onChange={setFrom} error={wrong} /></Box>
      <Box sx={{ width: 220 }}>
        <JalaliDateField label={reportsText.to} value={to} onChange={setTo} error={wrong} helperText={wrong ? reportsText.badRange : undefined} />
      </Box>
      <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={wrong || !from || !to}>{reportsText.show}</Button>
      <Button type="button" sx={{ mt: 1 }} onClick={() => { setFrom(''); setTo(''); onShow({}); }}>{reportsText.lastTwelve}</Button>
    </Stack>
  );
}

function Status({ state }: { state: ReportState }) {
  if (state.kind === 'loading') return <Typography role="status">{reportsText.loading}</Typography>;
  if (state.kind === 'failed') return <Alert severity="error">{reportsText.failed}</Alert>;
  if (state.kind === 'none') return <Alert severity="warning">{reportsText.noSaved}</Alert>;
  const when = formatJalaliDateTime(state.report.madeAt);
  if (state.kind === 'kept') return <Alert severity="warning">{reportsText.savedAnswer(when)}</Alert>;
  return <Typography variant="body2" sx={{ color: 'text.secondary' }}>{reportsText.madeAt(when)}</Typography>;
}

export function ReportsPage() {
  const online = useOnline();
  const [range, setRange] = useState<Range>({});
  const state = useMonthlyReport(online, range);
  const report = state.kind === 'fresh' || state.kind === 'kept' ? state.report : undefined;
  return (
    <>
      <PageTitle title={screenTitles.reports} />
      <RangeForm onShow={setRange} />
      <Stack sx={{ mb: 2 }}><Status state={state} /></Stack>
      {report && reportGroups.map((group) => (
        <MonthBars key={group.id} title={reportGroupTitles[group.id]} months={report.months} stacked={group.stacked}
          series={group.metrics.map((metric) => ({ metric, label: reportMetricLabel(metric), values: report.series[metric] ?? [] }))} />
      ))}
    </>
  );
}
