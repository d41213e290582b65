// Persian text as it is stored from a form (issue 36): the one form of persian-text.ts, except
// that a ZWNJ between two letters stays a ZWNJ. «حسین‌زاده» is one surname; stored as
// «حسین زاده» it would read as two names and could break across lines. Search and comparisons
// still go through normalisePersian, which reads the kept ZWNJ as a space.
import { normalisePersian } from './persian-text';

const zwnj = '\u200C';
// A private-use character holds each run of ZWNJ through normalisePersian (which would make it a
// space); none is typed on a keyboard, and any in the input is dropped first.
const held = '\uE000';

/** The stored form of a text: normalisePersian's letters, digits, marks and spaces, with a ZWNJ
 *  kept where it joins two letters (dropped beside a space or at either end). */
export function storedPersian(text: string): string {
  const holding = text.replace(/\uE000/g, '').replace(/\u200C+/g, held);
  return normalisePersian(holding)
    .replace(/[ \uE000]*\uE000[ \uE000]*/g, (run) => (run.includes(' ') ? ' ' : held))
    .replace(/^\uE000|\uE000$/g, '')
    .trim()
    .replaceAll(held, zwnj);
}

/** The free-text fields of a client form (000 §3) stored in that form. */
export const storedClientTextFields = ['firstName', 'lastName', 'fatherName', 'nationality', 'address'] as const;

/** A client's fields with their free texts in the stored form; every other field as given. */
export function storedClientText<T extends Record<string, unknown>>(fields: T): T {
  const stored: Record<string, unknown> = { ...fields };
  for (const key of storedClientTextFields) {
    const value = stored[key];
    if (typeof value === 'string') stored[key] = storedPersian(value);
  }
  return stored as T;
}
