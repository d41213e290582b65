// What a search box's text asks for (issue 36 §1), the same on the tablet and the server: the
// words a client's first or last name must have prefixes for, and the digits to find in a
// national code or a phone number. No React, no storage: both sides run their own index on it.
import { toAsciiDigits } from './digits';
import { wordsOf } from './persian-text';

/** Longer queries are refused (a person types a name, a phone or a code, never a paragraph). */
export const textSearchMaxLength = 100;

/** Fewer digits than this find no national code or phone by a part of it. */
export const searchDigitsMin = 3;

export interface TextSearchTerms {
  /** Every one must be a prefix of some word of the first or last name (any order). */
  words: string[];
  /** A part of the national code, or undefined. */
  codeDigits: string | undefined;
  /** A part of the phone's 10 digits after 0, +98 or 0098, or undefined. */
  phoneDigits: string | undefined;
}

/** The one form of a phone number for matching: its digits after a leading +98, 0098 or 0
 *  (09121234567, +989121234567 and 00989121234567 are all 9121234567). */
export function phoneSearchDigits(phone: string): string {
  return toAsciiDigits(phone).trim().replace(/^(\+98|0098|0)/, '').replace(/\D/g, '');
}

/** The terms of a query; undefined when it asks for nothing yet (empty, or one letter alone). */
export function textSearchTermsOf(query: string): TextSearchTerms | undefined {
  const words = wordsOf(query);
  if (words.join('').length < 2) return undefined;
  const compact = toAsciiDigits(query).replace(/[\s\u200C-]/g, '');
  const digitsAlone = /^\+?\d+$/.test(compact);
  const code = compact.replace('+', '');
  const phone = phoneSearchDigits(compact);
  return {
    words,
    codeDigits: digitsAlone && code.length >= searchDigitsMin ? code : undefined,
    phoneDigits: digitsAlone && phone.length >= searchDigitsMin ? phone : undefined,
  };
}
