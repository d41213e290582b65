// EORTC QLQ-C30 over time (issue 37 §2): each scale's score across a patient's tests by the day
// they were done, a change of 10 points or more from the test before marked (the EORTC manual's
// usual threshold for a change that matters: Osoba et al. 1998), and which way is better.
import { eortcScales, scoreEortc, type EortcAnswers, type EortcScale } from './eortc';

export const meaningfulChange = 10;

export interface TrendPoint {
  day: string;
  score: number | null;
  /** The change from the previous test that has a score; undefined for the first. */
  change?: number;
  /** |change| ≥ 10. */
  marked: boolean;
}

/** Global health and the functional scales: higher is better; the symptom scales: lower. */
export function betterDirection(scale: EortcScale): 'higher' | 'lower' {
  return eortcScales[scale].kind === 'symptom' ? 'lower' : 'higher';
}

/** The points of one scale, oldest first; each change against the last scored test before it. */
export function markChanges(points: readonly { day: string; score: number | null }[]): TrendPoint[] {
  let previous: number | null = null;
  return points.map(({ day, score }) => {
    if (score === null) return { day, score, marked: false };
    const change = previous === null ? undefined : Math.round((score - previous) * 10) / 10;
    previous = score;
    return { day, score, change, marked: change !== undefined && Math.abs(change) >= meaningfulChange };
  });
}

/** Every scale's trend over a patient's EORTC tests (their answers and days, any order). */
export function eortcTrends(tests: readonly { day: string; order: string; answers: Record<string, unknown> }[]): Record<EortcScale, TrendPoint[]> {
  const sorted = [...tests].sort((a, b) => a.day.localeCompare(b.day) || a.order.localeCompare(b.order));
  const scored = sorted.map((test) => ({ day: test.day, scores: scoreEortc(test.answers as EortcAnswers) }));
  const scales = Object.keys(eortcScales) as EortcScale[];
  return Object.fromEntries(scales.map((scale) => [scale, markChanges(scored.map((t) => ({ day: t.day, score: t.scores[scale] })))])) as Record<EortcScale, TrendPoint[]>;
}
