// EORTC QLQ-C30 (version 3) scoring per the EORTC scoring manual: raw score RS = mean of the
// scale's items; functional scales (1 − (RS−1)/range)×100; symptom scales/items (RS−1)/range×100;
// global health status QL2 (RS−1)/range×100. Items 1–28 have range 3, items 29–30 range 6.
// A scale is scored when at least half of its items are answered (the manual's missing-item rule).
export type EortcAnswers = Record<`q${number}`, number | null | undefined>;

type Kind = 'global' | 'functional' | 'symptom';
export const eortcScales = {
  QL2: { kind: 'global', items: [29, 30] },
  PF2: { kind: 'functional', items: [1, 2, 3, 4, 5] },
  RF2: { kind: 'functional', items: [6, 7] },
  EF: { kind: 'functional', items: [21, 22, 23, 24] },
  CF: { kind: 'functional', items: [20, 25] },
  SF: { kind: 'functional', items: [26, 27] },
  FA: { kind: 'symptom', items: [10, 12, 18] },
  NV: { kind: 'symptom', items: [14, 15] },
  PA: { kind: 'symptom', items: [9, 19] },
  DY: { kind: 'symptom', items: [8] },
  SL: { kind: 'symptom', items: [11] },
  AP: { kind: 'symptom', items: [13] },
  CO: { kind: 'symptom', items: [16] },
  DI: { kind: 'symptom', items: [17] },
  FI: { kind: 'symptom', items: [28] },
} as const satisfies Record<string, { kind: Kind; items: readonly number[] }>;
export type EortcScale = keyof typeof eortcScales;
export type EortcScores = Record<EortcScale, number | null>;

const rangeOf = (item: number) => (item >= 29 ? 6 : 3);

export function scoreEortc(answers: EortcAnswers): EortcScores {
  const scores = {} as EortcScores;
  for (const [name, scale] of Object.entries(eortcScales) as [EortcScale, (typeof eortcScales)[EortcScale]][]) {
    const values = scale.items.map((item) => answers[`q${item}`]).filter((value): value is number => typeof value === 'number');
    if (values.length * 2 < scale.items.length) {
      scores[name] = null;
      continue;
    }
    const raw = values.reduce((sum, value) => sum + value, 0) / values.length;
    const range = rangeOf(scale.items[0]!);
    const linear = scale.kind === 'functional' ? (1 - (raw - 1) / range) * 100 : ((raw - 1) / range) * 100;
    // Exact, as the manual defines it: screens round for display only.
    scores[name] = linear;
  }
  return scores;
}
