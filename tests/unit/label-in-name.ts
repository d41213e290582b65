// WCAG 2.5.3 (label in name) as axe-core's label-content-name-mismatch checks it: the words an
// element shows (letters and digits, split at everything else) come, in order and side by side,
// in its accessible name. A screen-reader user then says what they see to reach it.
import { expect } from 'vitest';

const words = (text: string) => text.normalize('NFKD').replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ').trim().split(' ').filter(Boolean);

export function expectNamedByWhatItShows(element: Element): void {
  const shown = words(element.textContent ?? '');
  const name = words(element.getAttribute('aria-label') ?? element.textContent ?? '');
  const at = name.findIndex((_, i) => shown.every((word, j) => name[i + j] === word));
  expect(at, `"${element.textContent}" in the name "${element.getAttribute('aria-label')}"`).toBeGreaterThanOrEqual(0);
}
