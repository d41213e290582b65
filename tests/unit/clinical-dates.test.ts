// @vitest-environment node
// The day a clinical record was done (domain/clinical-dates.ts): the clinic's day is Tehran's
// whatever the machine's zone, a form refuses a day after today with the Persian message, and a
// record saved before records carried the day reads as the day it was typed.
import { describe, expect, test } from 'vitest';
import { dayIn, isAfterClinicToday, localDay, performedAtProblem, performedDayOf } from '../../src/domain/clinical-dates';
import { messages } from '../../src/domain/messages';

describe('clinical dates', () => {
  test('the clinic\'s day: 21:00 UTC is already the next day in Tehran (UTC+03:30)', () => {
    expect(dayIn('2026-01-01T20:29:00Z')).toBe('2026-01-01');
    expect(dayIn('2026-01-01T20:30:00Z')).toBe('2026-01-02');
    // Iran keeps no summer time: the same in June.
    expect(dayIn('2026-06-01T20:30:00Z')).toBe('2026-06-02');
    expect(isAfterClinicToday('2026-01-02', Date.parse('2026-01-01T20:30:00Z'))).toBe(false);
    expect(isAfterClinicToday('2026-01-03', Date.parse('2026-01-01T20:30:00Z'))).toBe(true);
  });

  test('a form\'s day: today and before are taken, tomorrow, nonsense and nothing each get their message', () => {
    const now = Date.now();
    expect(performedAtProblem(localDay(now), now)).toBeUndefined();
    expect(performedAtProblem('2020-02-29', now)).toBeUndefined();
    expect(performedAtProblem(localDay(now + 86_400_000 * 2), now)).toBe('تاریخ انجام نمی تواند بعد از امروز باشد.');
    expect(performedAtProblem('2021-02-29', now)).toBe(messages.invalidValue);
    expect(performedAtProblem('', now)).toBe(messages.performedAtMissing);
  });

  test('a record\'s day: its performedAt, else the day it was typed, else when this device kept it', () => {
    expect(performedDayOf({ performedAt: '2025-11-20', date: '2026-01-04T08:00:00.000Z' }, '2026-01-05T08:00:00.000Z')).toBe('2025-11-20');
    expect(performedDayOf({ date: '2026-01-04T08:00:00.000Z' }, '2026-01-05T08:00:00.000Z')).toBe(localDay('2026-01-04T08:00:00.000Z'));
    expect(performedDayOf({}, '2026-01-05T08:00:00.000Z')).toBe(localDay('2026-01-05T08:00:00.000Z'));
  });
});
