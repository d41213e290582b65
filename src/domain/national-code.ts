// National code (000 §5, §9): exactly 10 digits everywhere (tablet and server); the
// Iranian check digit only where the person is an Iranian national — a foreign national's code
// has no such digit, and refusing it would refuse a client the product accepts.
import { toAsciiDigits } from './digits';
import { normalisePersian } from './persian-text';

/** What the nationality field says for an Iranian national, in the one form of Persian text
 *  (typed by staff on Persian and Arabic keyboards: «ايراني», «ایرانى» and «ایرانی» are one). */
const iranianNationalities = ['ایرانی', 'ایران', 'iranian', 'iran'];

export function isIranianNationality(nationality: string): boolean {
  return iranianNationalities.includes(normalisePersian(nationality));
}

/** True when the code (8–10 digits, Persian or Arabic digits allowed) passes the check digit. */
export function hasValidCheckDigit(input: string): boolean {
  const ascii = toAsciiDigits(input.trim());
  if (!/^\d{8,10}$/.test(ascii)) return false;
  const code = ascii.padStart(10, '0');
  if (/^(\d)\1{9}$/.test(code)) return false; // 0000000000, 1111111111, …
  const digits = [...code].map(Number);
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += digits[i]! * (10 - i);
  const r = sum % 11;
  const check = digits[9]!;
  return r < 2 ? check === r : check === 11 - r;
}

/** The check digit where it applies: an Iranian national's code must pass it (the tablet's form
 * and the server's schema both ask this). */
export function fitsNationality(nationalCode: string, nationality: string): boolean {
  return !isIranianNationality(nationality) || hasValidCheckDigit(nationalCode);
}
