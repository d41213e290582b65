// National code (000 §5, §9): exactly 10 characters, digits only. The seeds check no checksum, so
// neither do we: a checksum would refuse codes the product accepts.
import { toAsciiDigits } from './digits';

export function isNationalCode(value: string): boolean {
  return /^\d{10}$/.test(toAsciiDigits(value));
}
