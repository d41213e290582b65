// The dashboard's months (issue 37 §1): Jalali months as Gregorian day ranges. The boundaries
// below are written out from the Iranian calendar, not computed by the code under test.
import { describe, expect, it } from 'vitest';
import { isDay, jalaliMonthKey, lastTwelveMonths, monthIndexOf, monthLabel, monthsBetween } from '../../src/domain/report-months';

describe('Jalali month bucketing', () => {
  it('puts each side of Nowruz in its own month and year', () => {
    expect(jalaliMonthKey('2023-03-20')).toBe('1401-12'); // 29 Esfand 1401
    expect(jalaliMonthKey('2023-03-21')).toBe('1402-01'); // 1 Farvardin 1402
    expect(jalaliMonthKey('2025-03-20')).toBe('1403-12'); // 30 Esfand 1403, a leap year's last day
    expect(jalaliMonthKey('2025-03-21')).toBe('1404-01');
    expect(jalaliMonthKey('2026-11-21')).toBe('1405-08'); // 30 Aban
    expect(jalaliMonthKey('2026-11-22')).toBe('1405-09'); // 1 Azar
  });

  it('gives each month its Gregorian first day and the next month\'s, the 31-day and 30-day halves of the year alike', () => {
    expect(monthsBetween('2023-03-01', '2023-05-21')).toEqual([
      { key: '1401-12', start: '2023-02-20', end: '2023-03-21' },
      { key: '1402-01', start: '2023-03-21', end: '2023-04-21' },
      { key: '1402-02', start: '2023-04-21', end: '2023-05-22' },
    ]);
    expect(monthsBetween('2023-09-23', '2023-10-22')).toEqual([
      { key: '1402-07', start: '2023-09-23', end: '2023-10-23' }, // Mehr has 30 days
    ]);
  });

  it('finds the month of a day, and none outside the range', () => {
    const months = monthsBetween('2023-03-01', '2023-05-21');
    expect(monthIndexOf(months, '2023-02-19')).toBe(-1);
    expect(monthIndexOf(months, '2023-02-20')).toBe(0);
    expect(monthIndexOf(months, '2023-03-20')).toBe(0);
    expect(monthIndexOf(months, '2023-03-21')).toBe(1);
    expect(monthIndexOf(months, '2023-05-21')).toBe(2);
    expect(monthIndexOf(months, '2023-05-22')).toBe(-1);
  });

  it('the default view: this Jalali month and the 11 before it', () => {
    const range = lastTwelveMonths('2026-11-29'); // 8 Azar 1405
    expect(range).toEqual({ from: '2025-12-22', to: '2026-11-29' }); // from 1 Dey 1404
    const months = monthsBetween(range.from, range.to);
    expect(months.map((m) => m.key)).toEqual(['1404-10', '1404-11', '1404-12', '1405-01', '1405-02', '1405-03', '1405-04', '1405-05', '1405-06', '1405-07', '1405-08', '1405-09']);
  });

  it('names a month in Persian with its year in Persian digits', () => {
    expect(monthLabel('1405-09')).toBe('آذر ۱۴۰۵');
    expect(monthLabel('1402-01')).toBe('فروردین ۱۴۰۲');
    expect(monthLabel('1401-12')).toBe('اسفند ۱۴۰۱');
  });

  it('takes only real Gregorian days', () => {
    expect(isDay('2023-02-28')).toBe(true);
    expect(isDay('2023-02-29')).toBe(false);
    expect(isDay('2023-2-1')).toBe(false);
  });
});
