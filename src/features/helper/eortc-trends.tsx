// EORTC over time on the helper patient's detail (issue 37 §2): a chart per QLQ-C30 scale across
// this patient's tests on the tablet, by the day each was done; shown once there are two.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRecordHistory } from '../../db/react/index';
import { performedDayOf } from '../../domain/clinical-dates';
import { eortcScales, type EortcScale } from '../../domain/eortc';
import { betterDirection, eortcTrends } from '../../domain/eortc-trend';
import { eortcScaleLabels } from '../../domain/helper-text';
import { eortcTrendText } from '../../domain/reports-text';
import { EortcTrendChart } from './eortc-trend-chart';

export function EortcTrends({ clientLocalId }: { clientLocalId: string }) {
  const tests = useRecordHistory('helperTest', clientLocalId, 2);
  if (!tests || tests.length === 0) return null;
  const trends = eortcTrends(tests.map((row) => ({ day: performedDayOf(row.payload, row.createdAt), order: row.createdAt, answers: row.payload })));
  return (
    <Box component="section" aria-label={eortcTrendText.title} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{eortcTrendText.title}</Typography>
      {tests.length < 2
        ? <Typography variant="body2">{eortcTrendText.needsTwo}</Typography>
        : (Object.keys(eortcScales) as EortcScale[]).map((scale) => (
          <EortcTrendChart key={scale} scale={scale} label={eortcScaleLabels[scale]} better={betterDirection(scale)} points={trends[scale]} />
        ))}
    </Box>
  );
}
