// Mobile phone (000 §5, §9): 09, then one of 0/1/2/3/9, then 8 digits.
import { toAsciiDigits } from './digits';

export const phonePattern = /^09[01239]\d{8}$/;

export function isPhoneNumber(value: string): boolean {
  return phonePattern.test(toAsciiDigits(value));
}
