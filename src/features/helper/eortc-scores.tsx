// The scale scores of a saved EORTC test (001 §2: "as numbers and as a small chart"), computed
// with domain/eortc.ts, the very code the server scores with, so they show offline too.
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatNumber, toPersianDigits } from '../../domain/digits';
import { eortcScales, scoreEortc, type EortcAnswers, type EortcScale } from '../../domain/eortc';
import { eortcScaleLabels, helperText } from '../../domain/helper-text';

const groups = [
  { kind: 'global', title: helperText.globalHealth },
  { kind: 'functional', title: helperText.functionalScales },
  { kind: 'symptom', title: helperText.symptomScales },
] as const;

const scalesOf = (kind: string) => (Object.keys(eortcScales) as EortcScale[]).filter((s) => eortcScales[s].kind === kind);
const shown = (score: number | null) => (score === null ? '—' : formatNumber(score, 1));

/** Bars from the right (0) to the left (100), with a scale of 0, 25, 50, 75 and 100 beneath. */
function ScoresChart({ scores }: { scores: Record<EortcScale, number | null> }) {
  const scales = Object.keys(eortcScales) as EortcScale[];
  const rowHeight = 18;
  const axisY = scales.length * rowHeight + 4;
  return (
    <svg role="img" aria-label={helperText.scoresChart} viewBox={`0 0 320 ${axisY + 16}`} width="100%" style={{ maxWidth: 480 }}>
      {scales.map((scale, i) => {
        const score = scores[scale] ?? 0;
        const fill = eortcScales[scale].kind === 'symptom' ? '#c62828' : eortcScales[scale].kind === 'global' ? '#1565c0' : '#2e7d32';
        return (
          <g key={scale} transform={`translate(0 ${i * rowHeight})`}>
            <text x={316} y={12} fontSize={10} textAnchor="start" direction="rtl" fill="currentColor">{eortcScaleLabels[scale]}</text>
            <rect x={4} y={3} width={200} height={11} fill="#eee" />
            <rect x={204 - score * 2} y={3} width={score * 2} height={11} fill={fill} data-scale={scale} data-score={score} />
          </g>
        );
      })}
      <g data-testid="chart-scale" fontSize={9} fill="currentColor">
        <line x1={4} x2={204} y1={axisY} y2={axisY} stroke="currentColor" strokeWidth={0.5} />
        {[0, 25, 50, 75, 100].map((tick) => (
          <g key={tick}>
            <line x1={204 - tick * 2} x2={204 - tick * 2} y1={axisY} y2={axisY + 3} stroke="currentColor" strokeWidth={0.5} />
            <text x={204 - tick * 2} y={axisY + 12} textAnchor="middle">{toPersianDigits(tick)}</text>
          </g>
        ))}
      </g>
    </svg>
  );
}

export function EortcScores({ payload }: { payload: Record<string, unknown> }) {
  const scores = scoreEortc(payload as EortcAnswers);
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h3">{helperText.eortcScores}</Typography>
      <Table size="small" aria-label={helperText.eortcScores}>
        <TableHead>
          <TableRow><TableCell>{helperText.scale}</TableCell><TableCell>{helperText.score}</TableCell></TableRow>
        </TableHead>
        <TableBody>
          {groups.flatMap((group) => [
            // A group of one scale named like its heading (global health) needs no heading row.
            ...(scalesOf(group.kind).some((scale) => eortcScaleLabels[scale] === group.title)
              ? []
              : [<TableRow key={group.kind}><TableCell colSpan={2} sx={{ fontWeight: 700 }}>{group.title}</TableCell></TableRow>]),
            ...scalesOf(group.kind).map((scale) => (
              <TableRow key={scale}>
                <TableCell>{eortcScaleLabels[scale]}</TableCell>
                <TableCell data-scale={scale}>{shown(scores[scale])}</TableCell>
              </TableRow>
            )),
          ])}
        </TableBody>
      </Table>
      <ScoresChart scores={scores} />
    </Box>
  );
}
