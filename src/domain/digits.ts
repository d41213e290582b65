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

/** A number as typed (Persian or ASCII digits, «٫» or «.» before the decimals) as the ASCII
 *  text `Number` reads. */
export function toAsciiDecimal(value: string): string {
  return toAsciiDigits(value).replace('٫', '.');
}

/** What a digits-only input keeps of what was typed: ASCII digits only. */
export function digitsOnly(value: string): string {
  return toAsciiDigits(value).replace(/[^0-9]/g, '');
}

/** A quantity as Persian writes it: Persian digits, «٬» between thousands and «٫» before the
 *  decimals (۱٬۲۳۴٫۵). `fractionDigits` rounds for display only; trailing zeros are dropped.
 *  Text that is not a plain number is returned in Persian digits as it is. */
export function formatNumber(value: number | string, fractionDigits?: number): string {
  const text = typeof value === 'number' ? String(value) : toAsciiDigits(value.trim());
  if (!/^-?\d+(\.\d+)?$/.test(text)) return toPersianDigits(text);
  const number = Number(text);
  const rounded = fractionDigits === undefined ? text : String(Number(number.toFixed(fractionDigits)));
  const [whole = '', fraction] = rounded.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '٬');
  const sign = rounded.startsWith('-') ? '-' : '';
  return toPersianDigits(`${sign}${grouped}${fraction ? `٫${fraction}` : ''}`);
}
