// Writes bench/results.json (everything, machine-readable) and bench/RESULTS.md (the table).
// A partial run (BENCH_ONLY) or a quick one writes under bench/.work/ so it never replaces the
// committed full results.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { hintFor } from './hints';
import type { Row } from './results';

export interface RunInfo {
  quick: boolean;
  only?: string[];
  seconds: number;
  loadBefore: number[];
  loadAfter: number[];
  /** Each measure's wall time and the 1-minute load average when it ended. */
  steps: Array<{ step: string; seconds: number; load1: number }>;
}

const fmtLoad = (l: number[]) => l.map((x) => x.toFixed(2)).join(', ');

function chromiumVersion(): string {
  try {
    return execFileSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

function cell(text: string | number | null | undefined): string {
  return String(text ?? '—').replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

export function markdown(rows: Row[], info: RunInfo, machine: Record<string, string | number>): string {
  const missed = rows.filter((r) => r.shortfall !== null).sort((a, b) => b.shortfall! - a.shortfall!);
  const worst = missed[0];
  const lines = [
    '# Benchmark results',
    '',
    `One run of \`npm run bench\` on ${machine.date}: ${machine.cpus}× ${machine.cpu}, Node ${machine.node}, ${machine.chromium}.`,
    `The run took ${info.seconds} s. Load average (1, 5, 15 min) before: ${fmtLoad(info.loadBefore)}; after: ${fmtLoad(info.loadAfter)}`,
    `Per measure (seconds, 1-min load when it ended): ${info.steps.map((s) => `${s.step} ${s.seconds} s @ ${s.load1}`).join('; ')}.`,
    'Other work shared these 2 cores during the run, so absolute times are noisy; ratios are taken side by side in the same run.',
    '',
    'Value = median unless the measure names a percentile; spread = p25–p75 and min–max over all samples of all rounds.',
    'Ratio = ours ÷ the peer or limit (for rates: ours ÷ theirs). Met: ✅ target met, ❌ missed, — not measured.',
    '',
    '| Measure | Value | Target | Peer or limit | Ratio | Met | Spread / note |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${cell(r.measure)} | ${r.value === null ? '—' : `${r.value}${r.unit ? ` ${r.unit}` : ''}`} | ${cell(r.target)} | ${cell(r.comparison)} | ${cell(r.ratio)} | ${r.met === null ? '—' : r.met ? '✅' : '❌'} | ${cell([r.spread, r.note].filter(Boolean).join('; '))} |`),
    '',
    worst
      ? `Furthest from its target: **${worst.measure}** (${worst.value} ${worst.unit} against ${worst.target}: ${worst.shortfall!.toFixed(2)}× the target${worst.shortfall! <= 1 ? ', i.e. met' : ''}).`
      : 'No measure could be judged against its target.',
    '',
    '## What would close the gaps',
    '',
    ...missed.filter((r) => r.met === false).map((r) => `- **${r.measure}** (${r.shortfall!.toFixed(2)}× the target): ${hintFor(r.measure) ?? 'no analysis yet.'}`),
    '',
  ];
  return lines.join('\n');
}

export function writeReport(rows: Row[], info: RunInfo): { json: string; markdown: string } {
  const partial = info.quick || Boolean(info.only);
  const dir = partial ? 'bench/.work' : 'bench';
  mkdirSync(dir, { recursive: true });
  const machine = {
    date: new Date().toISOString(), node: process.version, chromium: chromiumVersion(),
    cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown',
  };
  const json = `${dir}/results.json`;
  const md = `${dir}/RESULTS.md`;
  writeFileSync(json, `${JSON.stringify({ machine, run: info, rows }, null, 2)}\n`);
  writeFileSync(md, markdown(rows, info, machine));
  return { json, markdown: md };
}
