// Valid national codes for every suite, built with the domain's own rule (the one the tablet's
// form and the server's schema apply), so a test can never hold a copy of it that drifts.
import { hasValidCheckDigit } from '../src/domain/national-code';

/** Nine digits and the Iranian check digit after them: the one digit the domain accepts. */
export function withCheckDigit(nineDigits: string): string {
  if (!/^\d{9}$/.test(nineDigits)) throw new Error(`withCheckDigit takes nine digits, not '${nineDigits}'`);
  for (let digit = 0; digit <= 9; digit += 1) {
    if (hasValidCheckDigit(`${nineDigits}${digit}`)) return `${nineDigits}${digit}`;
  }
  // Nine equal digits: the domain refuses every code of ten equal digits, whatever the last one.
  throw new Error(`no check digit makes ${nineDigits} a valid national code`);
}
