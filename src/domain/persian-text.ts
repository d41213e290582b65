// Persian text in one form, for search, for comparisons and for what is stored (issue 36): staff
// type on Arabic keyboards as often as Persian ones, so «علي» and «علی» are one name. The tablet
// and the server both use this, so a search finds on one side what the other stored.
import { toAsciiDigits } from './digits';

/** Arabic letters a Persian keyboard writes otherwise: yeh (ي U+064A, ى U+0649), kaf (ك U+0643),
 *  teh marbuta (ة U+0629) and heh goal (ۀ U+06C0 holds a hamza above, read as heh). */
const letters: Record<string, string> = { 'ي': 'ی', 'ى': 'ی', 'ك': 'ک', 'ة': 'ه', 'ۀ': 'ه' };

/** Harakat, tanwin, shadda, sukun, superscript alef, the hamza above, and tatweel (U+0640). */
const marks = /[\u064B-\u065F\u0670\u0640]/g;

/** ZWNJ (U+200C), ZWJ, the bidi marks and every run of white space: one space. */
const spaces = /[\s\u200C\u200D\u200E\u200F\u00A0]+/g;

/** The one form of a Persian text: Arabic letters and digits as Persian and ASCII, marks and
 *  tatweel removed, ZWNJ and spaces alike as a single space, trimmed. Latin letters in lower case. */
export function normalisePersian(text: string): string {
  return toAsciiDigits(text.normalize('NFC'))
    .replace(/[يىكةۀ]/g, (letter) => letters[letter]!)
    .replace(marks, '')
    .replace(spaces, ' ')
    .trim()
    .toLowerCase();
}

/** The words of a text in its one form: what a search matches prefixes of. */
export function wordsOf(text: string): string[] {
  const normal = normalisePersian(text);
  return normal === '' ? [] : normal.split(' ');
}

/** True when the two texts read alike once both are in their one form. */
export function samePersian(a: string, b: string): boolean {
  return normalisePersian(a) === normalisePersian(b);
}
