import { describe, expect, it } from 'vitest';
import { scoreEortc, type EortcAnswers } from '../../src/domain/eortc';

const answers = (values: Record<number, number>, fill = 1): EortcAnswers => {
  const all: EortcAnswers = {};
  for (let q = 1; q <= 30; q += 1) all[`q${q}`] = values[q] ?? (q >= 29 ? 7 : fill);
  return all;
};

describe('EORTC QLQ-C30 scoring (the scoring manual, worked by hand)', () => {
  it('best possible answers: functioning and global health 100, every symptom 0', () => {
    const scores = scoreEortc(answers({}));
    expect(scores.QL2).toBe(100);
    for (const scale of ['PF2', 'RF2', 'EF', 'CF', 'SF'] as const) expect(scores[scale]).toBe(100);
    for (const scale of ['FA', 'NV', 'PA', 'DY', 'SL', 'AP', 'CO', 'DI', 'FI'] as const) expect(scores[scale]).toBe(0);
  });

  it('a mixed example', () => {
    // PF2: items 1–5 = 1,2,2,3,4 → RS 2.4 → (1 − 1.4/3)×100 = 53.33
    // QL2: items 29,30 = 4,5 → RS 4.5 → 3.5/6×100 = 58.33
    // FA: items 10,12,18 = 2,3,4 → RS 3 → 2/3×100 = 66.67
    // DY: item 8 = 4 → 3/3×100 = 100; CF: items 20,25 = 2,3 → RS 2.5 → (1 − 1.5/3)×100 = 50
    const scores = scoreEortc(answers({ 1: 1, 2: 2, 3: 2, 4: 3, 5: 4, 29: 4, 30: 5, 10: 2, 12: 3, 18: 4, 8: 4, 20: 2, 25: 3 }));
    expect(scores.PF2).toBeCloseTo(160 / 3, 10); // exact, not 53.33: rounding is for display only
    expect(scores.PF2).not.toBe(53.33);
    expect(scores.QL2).toBeCloseTo(175 / 3, 10);
    expect(scores.FA).toBeCloseTo(200 / 3, 10);
    expect(scores.DY).toBe(100);
    expect(scores.CF).toBe(50);
    expect(scores.NV).toBe(0);
  });

  it('worst possible answers: functioning 0, symptoms 100, global health 0', () => {
    const scores = scoreEortc(answers({ 29: 1, 30: 1 }, 4));
    expect(scores.QL2).toBe(0);
    expect(scores.PF2).toBe(0);
    expect(scores.SF).toBe(0);
    expect(scores.PA).toBe(100);
    expect(scores.FI).toBe(100);
  });

  it('scores a scale when at least half its items are answered, else null', () => {
    const partial = answers({});
    partial.q21 = null;
    partial.q22 = null;
    partial.q23 = undefined;
    expect(scoreEortc(partial).EF).toBeNull();
    partial.q23 = 3; // EF items 23 (3) and 24 (1) → RS 2 → (1 − 1/3)×100 = 66.67
    expect(scoreEortc(partial).EF).toBeCloseTo(200 / 3, 10);
  });
});
