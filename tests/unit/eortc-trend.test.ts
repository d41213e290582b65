// EORTC over time (issue 37 §2): changes of 10 points or more between consecutive tests marked,
// tests ordered by the day they were done, which direction is better per scale.
import { describe, expect, it } from 'vitest';
import { betterDirection, eortcTrends, markChanges } from '../../src/domain/eortc-trend';

describe('EORTC change marking', () => {
  it('marks a change of 10 or more either way, and not 9.9', () => {
    const points = markChanges([
      { day: '2026-01-01', score: 50 },
      { day: '2026-02-01', score: 59.9 },
      { day: '2026-03-01', score: 69.9 },
      { day: '2026-04-01', score: 50 },
    ]);
    expect(points.map((p) => p.change)).toEqual([undefined, 9.9, 10, -19.9]);
    expect(points.map((p) => p.marked)).toEqual([false, false, true, true]);
  });

  it('compares with the last test that has a score', () => {
    const points = markChanges([{ day: 'a', score: 20 }, { day: 'b', score: null }, { day: 'c', score: 35 }]);
    expect(points[1]).toEqual({ day: 'b', score: null, marked: false });
    expect(points[2]).toMatchObject({ change: 15, marked: true });
  });

  it('orders tests by the day they were done and scores every scale', () => {
    const answers = (item: number) => Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`q${i + 1}`, i >= 28 ? 7 : item]));
    const trends = eortcTrends([
      { day: '2026-03-01', order: '2', answers: answers(4) },
      { day: '2026-01-01', order: '1', answers: answers(1) },
    ]);
    // Physical functioning: all "not at all" (1) is 100, all "very much" (4) is 0.
    expect(trends.PF2.map((p) => p.score)).toEqual([100, 0]);
    expect(trends.PF2[1]).toMatchObject({ change: -100, marked: true });
    // Fatigue is a symptom scale: 0 then 100.
    expect(trends.FA.map((p) => p.score)).toEqual([0, 100]);
    expect(trends.QL2[1]).toMatchObject({ change: 0, marked: false });
  });

  it('says higher is better for global health and function, lower for symptoms', () => {
    expect(betterDirection('QL2')).toBe('higher');
    expect(betterDirection('EF')).toBe('higher');
    expect(betterDirection('PA')).toBe('lower');
    expect(betterDirection('FI')).toBe('lower');
  });
});
