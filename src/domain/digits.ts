// Persian digits for display, ASCII digits for storage (000 §1, §9; tablets type ۰-۹ and ٠-٩).
const persianDigits = '۰۱۲۳۴۵۶۷۸۹';
const arabicDigits = '٠١٢٣٤٥٦٧٨٩';

/** Every ASCII digit in the text shown as a Persian digit. */
export function toPersianDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (digit) => persianDigits[Number(digit)]!);
}

/** Persian and Arabic-Indic digits turned into ASCII digits; other characters kept. */
export function toAsciiDigits(value: string): string {
  return value.replace(/[۰-۹٠-٩]/g, (digit) => {
    const persian = persianDigits.indexOf(digit);
    return String(persian >= 0 ? persian : arabicDigits.indexOf(digit));
  });
}

/** What a digits-only input keeps of what was typed: ASCII digits only. */
export function digitsOnly(value: string): string {
  return toAsciiDigits(value).replace(/[^0-9]/g, '');
}
