// @vitest-environment node
// The clinic's time as the tablet heard it (domain/clinic-clock.ts): a tablet a day ahead dates a
// form by the clinic's today once an answer told it the time; the tablet's own clock again once
// that clock moves (corrected, or the tablet slept); a right clock is left alone.
import { afterEach, describe, expect, it } from 'vitest';
import { clinicNow, forgetServerDate, noteServerDate } from '../../src/domain/clinic-clock';
import { localDay } from '../../src/domain/clinical-dates';
import { datedForm } from '../../src/ui/form-correction';
import { messages } from '../../src/domain/messages';

const hour = 3_600_000;
const clinic = Date.parse('2026-11-30T09:00:00Z');

afterEach(() => forgetServerDate());

describe('the clinic\'s clock', () => {
  it('a tablet 26 hours ahead takes the clinic\'s time from an answer', () => {
    const tablet = clinic + 26 * hour;
    noteServerDate(new Date(clinic).toUTCString(), tablet, 1_000);
    expect(clinicNow(tablet + 5_000, 6_000)).toBe(clinic + 5_000);
    // Its form's day is the clinic's, and tomorrow by the tablet is refused before it is saved.
    const now = clinicNow(tablet + 5_000, 6_000);
    expect(datedForm({ ok: true, payload: {} }, localDay(now), now)).toEqual({ ok: true, payload: { performedAt: localDay(now) } });
    expect(datedForm({ ok: true, payload: {} }, localDay(tablet), now)).toEqual({ ok: false, message: messages.performedInFuture });
  });

  it('once the tablet\'s clock moves, what it heard before no longer applies', () => {
    const tablet = clinic + 26 * hour;
    noteServerDate(new Date(clinic).toUTCString(), tablet, 1_000);
    // Corrected to the right time: wall time went back 26 hours while a second passed.
    expect(clinicNow(clinic + 1_000, 2_000)).toBe(clinic + 1_000);
    expect(clinicNow(clinic + 2_000, 3_000)).toBe(clinic + 2_000);
  });

  it('a clock a few seconds off, or nothing heard, is the tablet\'s own', () => {
    expect(clinicNow(clinic, 0)).toBe(clinic);
    noteServerDate(new Date(clinic).toUTCString(), clinic + 30_000, 0);
    expect(clinicNow(clinic + 31_000, 1_000)).toBe(clinic + 31_000);
    noteServerDate('not a date', clinic + 40 * hour, 0);
    expect(clinicNow(clinic + 32_000, 2_000)).toBe(clinic + 32_000);
  });
});
