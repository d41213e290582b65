// Persian digits and Jalali dates as a person sees them (000 §1, §9; 001 §9).
import { describe, expect, test } from 'vitest';
import { digitsOnly, formatNumber, toAsciiDigits, toPersianDigits } from '../../src/domain/digits';
import { formatJalali, jalaliToGregorian } from '../../src/domain/jalali';

describe('digits', () => {
  test('numbers are shown in Persian digits', () => {
    expect(toPersianDigits(1234567890)).toBe('۱۲۳۴۵۶۷۸۹۰');
    expect(toPersianDigits('صفحه 12 از 30')).toBe('صفحه ۱۲ از ۳۰');
  });

  test('quantities: «٫» before the decimals, «٬» between thousands, rounding for display only', () => {
    expect(formatNumber(6.5)).toBe('۶٫۵');
    expect(formatNumber('6.5')).toBe('۶٫۵');
    expect(formatNumber(1234567.25)).toBe('۱٬۲۳۴٬۵۶۷٫۲۵');
    expect(formatNumber(160 / 3, 1)).toBe('۵۳٫۳');
    expect(formatNumber(50, 1)).toBe('۵۰');
    expect(formatNumber(-1500)).toBe('-۱٬۵۰۰');
    expect(formatNumber('12a')).toBe('۱۲a');
  });

  test('Persian and Arabic-Indic digits typed on a tablet are stored as ASCII', () => {
    expect(toAsciiDigits('۰۹۱۲۳۴۵۶۷۸۹')).toBe('09123456789');
    expect(toAsciiDigits('٠١٢٣')).toBe('0123');
    expect(digitsOnly('۱۲-3a ۴')).toBe('1234');
  });
});

describe('Jalali dates', () => {
  test('YYYY/MM/DD in Persian digits', () => {
    expect(formatJalali('2026-11-22')).toBe('۱۴۰۵/۰۹/۰۱');
    expect(formatJalali('2025-03-21')).toBe('۱۴۰۴/۰۱/۰۱');
    expect(formatJalali(new Date(2024, 2, 19))).toBe('۱۴۰۲/۱۲/۲۹');
  });

  test('the last day of a leap Esfand', () => {
    expect(formatJalali('2025-03-20')).toBe('۱۴۰۳/۱۲/۳۰');
  });

  test('nothing for a missing or broken date', () => {
    expect(formatJalali(null)).toBe('');
    expect(formatJalali('')).toBe('');
    expect(formatJalali('not a date')).toBe('');
  });

  test('a Jalali date goes to the server as a Gregorian day', () => {
    expect(jalaliToGregorian('۱۴۰۵/۰۹/۰۱')).toBe('2026-11-22');
    expect(jalaliToGregorian('1404/01/01')).toBe('2025-03-21');
    expect(jalaliToGregorian('1404/13/01')).toBeUndefined();
  });

  test('a year not written with four digits is refused, not read as year 99', () => {
    expect(jalaliToGregorian('99/01/01')).toBeUndefined();
    expect(jalaliToGregorian('۹۹/۰۱/۰۱')).toBeUndefined();
    expect(jalaliToGregorian('1404/1/01')).toBeUndefined();
    expect(jalaliToGregorian('14040/01/01')).toBeUndefined();
  });
});
