// Proof by history over many seeds (tests/history/run.ts, the e2e file runs two): each seed two
// server processes on a fresh PostgreSQL database (through a proxy of the run's) behind a TCP
// proxy, three Chromium tablets, a schedule of people's actions and faults; the anomalies the
// checker finds are counted (target 0). Optional: only with HISTORY_SEEDS=<count> (one to three
// minutes a seed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { countByKind, type Anomaly } from '../../tests/history/check';
import { runHistory } from '../../tests/history/run';
import type { Row } from '../lib/results';
import { postgresBaseUrl } from '../lib/postgres';

export const historySeeds = () => Number(process.env.HISTORY_SEEDS) || 0;

export async function historyRows(staticDir: string): Promise<Row[]> {
  const seeds = historySeeds();
  const first = Number(process.env.HISTORY_FIRST_SEED) || 1;
  const anomalies: Anomaly[] = [];
  const failing: string[] = [];
  let acknowledged = 0;
  for (let seed = first; seed < first + seeds; seed += 1) {
    try {
      const result = await runHistory(seed, { staticDir, postgres: postgresBaseUrl(), idleLocks: true, editsAndSms: true, clockMoves: true });
      acknowledged += result.acks.length;
      anomalies.push(...result.anomalies);
      if (result.anomalies.length > 0) failing.push(`${seed}: ${JSON.stringify(countByKind(result.anomalies))}`);
      console.log(`  history seed ${seed}: ${result.acks.length} acknowledged, ${result.anomalies.length} anomalies${result.anomalies.length > 0 ? ` ${JSON.stringify(result.anomalies)}` : ''}`);
      // The run's own account (steps, what each tablet showed), to read a finding again.
      mkdirSync('bench/.work', { recursive: true });
      writeFileSync(`bench/.work/history-${seed}.log`, `${result.log.join('\n')}\n`);
    } catch (error) {
      // A run that could not finish is a finding too, with its seed.
      failing.push(`${seed}: run failed (${(error as Error).message.split('\n')[0]})`);
    }
  }
  const total = anomalies.length;
  return [{
    measure: `Proof by history: anomalies over ${seeds} seeds (${first}–${first + seeds - 1})`,
    value: total, unit: 'anomalies', target: '0 (and every seed finishes)',
    comparison: `${acknowledged} writes acknowledged; by kind ${JSON.stringify(countByKind(anomalies))}`,
    met: total === 0 && failing.length === 0, shortfall: total === 0 && failing.length === 0 ? 0 : total + failing.length,
    ...(failing.length > 0 ? { note: `seeds with findings: ${failing.join('; ')}` } : {}),
  }];
}
