// National codes for the bench's clients: valid Iranian codes (the server checks the check digit
// for an Iranian national), the same list in the server process that seeds them and in the
// bench process that searches for them.
import { hasValidCheckDigit } from '../../src/domain/national-code';

/** The n-th code: `4` and n in 8 digits, then the one check digit the domain's check accepts. */
export function benchNationalCode(n: number): string {
  const prefix = `4${String(n).padStart(8, '0')}`;
  for (let digit = 0; digit <= 9; digit += 1) {
    if (hasValidCheckDigit(`${prefix}${digit}`)) return `${prefix}${digit}`;
  }
  throw new Error(`no check digit fits ${prefix}`);
}

export function benchNationalCodes(count: number): string[] {
  return Array.from({ length: count }, (_, n) => benchNationalCode(n));
}
