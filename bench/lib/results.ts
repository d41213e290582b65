// One row of the results table: what was measured, against which target, beside which peer or
// limit, and how far from the target it is (`shortfall` > 1: missed by that factor).
import type { Summary } from './stats';

export interface Row {
  measure: string;
  value: number | null;
  unit: string;
  /** e.g. "p25–p75 1.9–2.4 ms, n=250" */
  spread?: string;
  target: string;
  /** The peer or limit and its value, e.g. "limit: bare Dexie put 1.4 ms". */
  comparison: string;
  ratio?: number | null;
  met: boolean | null;
  /** value/target for "≤" targets, target/value for "≥" targets; null when not measured. */
  shortfall: number | null;
  note?: string;
  samples?: Record<string, Summary | number[] | number | string | undefined>;
}

export type Direction = 'max' | 'min';

/** Builds a row judged against a numeric target: 'max' = value must stay ≤ target, 'min' = ≥. */
export function judged(row: Omit<Row, 'met' | 'shortfall'>, judge: { on: number | null | undefined; target: number; direction: Direction }): Row {
  const on = judge.on;
  if (on === null || on === undefined || !Number.isFinite(on)) return { ...row, met: null, shortfall: null };
  const shortfall = judge.direction === 'max' ? on / judge.target : judge.target / Math.max(on, 1e-9);
  return { ...row, met: shortfall <= 1, shortfall };
}

export function notMeasured(measure: string, target: string, comparison: string, why: string): Row {
  return { measure, value: null, unit: '', target, comparison, met: null, shortfall: null, note: `not measured: ${why}` };
}

export function spreadOf(s: Summary, unit: string, digits = 1): string {
  const u = unit ? ` ${unit}` : '';
  return `p25–p75 ${s.p25.toFixed(digits)}–${s.p75.toFixed(digits)}${u}, min–max ${s.min.toFixed(digits)}–${s.max.toFixed(digits)}, n=${s.n}`;
}
