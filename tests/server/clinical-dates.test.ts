// Issue 36 §4: every clinical record carries the day it was done (`performedAt`, Gregorian
// YYYY-MM-DD), apart from when it was typed. Sent → stored and returned by the record's reads and
// lists; after today at the clinic → refused with the Persian message; absent (an older tablet) →
// the day it was typed, in the clinic's time zone. Examinations list newest first by that day.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayIn } from '../../src/domain/clinical-dates';
import { messages } from '../../src/domain/messages';
import { riskQuestions, screeningQuestions } from '../../src/domain/schemas/clinical';
import { call } from './http';
import { createClient, serverWithTokens } from './fixtures';

const s = serverWithTokens();
let clientId: number;
beforeAll(async () => {
  clientId = await createClient(s.server, s.tokens.Reception, { isCoveredPatient: true });
});

const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const tomorrowAtClinic = () => dayAfter(dayIn(Date.now()), 1);
const answers = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, false]));
const post = <T = { id: number }>(path: string, token: string, body: unknown) => call<T>(s.server.apiUrl, 'POST', path, { token, body });
const get = <T>(path: string, token = s.tokens.Research) => call<T>(s.server.apiUrl, 'GET', path, { token });

describe('performedAt on the wire', () => {
  it('examinations: stored as sent, returned by the latest and the list, newest first by the day done', async () => {
    const older = await post(`Covered/${clientId}/exam/0`, s.tokens.Research, { birads: 2, performedAt: '2025-03-10', date: '2026-01-05T08:00:00.000Z' });
    const newer = await post(`Covered/${clientId}/exam/0`, s.tokens.Research, { birads: 4, performedAt: '2025-11-20', date: '2026-01-04T08:00:00.000Z' });
    // Typed last, done earliest: it goes last.
    const oldest = await post(`Covered/${clientId}/exam/0`, s.tokens.Research, { birads: 1, performedAt: '2024-07-01', date: '2026-01-06T08:00:00.000Z' });
    for (const made of [older, newer, oldest]) expect(made.status).toBe(201);

    const latest = await get<{ id: number; birads: number; performedAt: string; date: string }>(`Covered/${clientId}/exam/0`);
    expect(latest.body.result).toMatchObject({ id: newer.body.result.id, birads: 4, performedAt: '2025-11-20', date: '2026-01-04T08:00:00.000Z' });

    const all = await get<{ id: number; type: number; performedAt: string }[]>(`Covered/${clientId}/exams`);
    const mammographies = all.body.result.filter((record) => record.type === 0);
    expect(mammographies.map((record) => [record.id, record.performedAt])).toEqual([
      [newer.body.result.id, '2025-11-20'], [older.body.result.id, '2025-03-10'], [oldest.body.result.id, '2024-07-01'],
    ]);
    // The column the lists order by holds the same day.
    const rows = await s.server.sql.rows<{ id: number; performed_at: string }>(sql`SELECT id, performed_at::text AS performed_at FROM records WHERE id = ${older.body.result.id}`);
    expect(rows[0]!.performed_at).toBe('2025-03-10');
  });

  it('screening, helper tests and consultations return it in their reads and lists', async () => {
    const test = await post(`Screening/${clientId}`, s.tokens.screening, { testType: 2, ...answers(screeningQuestions), performedAt: '2025-09-01' });
    expect((await get<{ performedAt: string }>(`Screening/test/${test.body.result.id}`, s.tokens.screening)).body.result.performedAt).toBe('2025-09-01');
    const screeningRows = await get<{ id: number; performedAt: string }[]>(`Screening/${clientId}/1/6`, s.tokens.screening);
    expect(screeningRows.body.result.find((row) => row.id === test.body.result.id)?.performedAt).toBe('2025-09-01');

    const risk = await post(`Helper/${clientId}/riskTest`, s.tokens.helper, { ...answers(riskQuestions), performedAt: '2025-08-15' });
    expect((await get<{ performedAt: string }>(`Helper/test/3/${risk.body.result.id}`, s.tokens.helper)).body.result.performedAt).toBe('2025-08-15');
    const helperRows = await get<{ id: number; performedAt: string }[]>(`Helper/${clientId}/tests/1/6`, s.tokens.helper);
    expect(helperRows.body.result.find((row) => row.id === risk.body.result.id)?.performedAt).toBe('2025-08-15');

    const consult = await post<{ consultId: number }>(`Consultation/${clientId}`, s.tokens.Consultation, { consultType: 2, consultantName: 'دکتر احمدی', counselingText: 'پیگیری', performedAt: '2025-06-30' });
    expect((await get<{ performedAt: string }>(`Consultation/${clientId}/${consult.body.result.consultId}`, s.tokens.Consultation)).body.result.performedAt).toBe('2025-06-30');
    const consultRows = await get<{ consultId: number; performedAt: string }[]>(`Consultation/${clientId}/1/6`, s.tokens.Consultation);
    expect(consultRows.body.result.find((row) => row.consultId === consult.body.result.consultId)?.performedAt).toBe('2025-06-30');
  });

  it('disease data keeps the day of the version stored', async () => {
    const body = {
      fileNumber: '۷', introducingCenterName: 'بیمارستان', helperName: 'خانم کریمی', yearOfAfflicted: '1402', fileStatus: 'فعال', institutes: [],
      insuranceState: true, supplementaryInsuranceState: false, metastasis: false, disease: 'سرطان پستان', diseaseStage: '1', job: 'معلم',
      houseNumber: '02112345678', familyPhoneNumber: '02112345678', pastMedical: [], supportiveStatus: 1, smoke: false,
    };
    const first = await post<{ performedAt: string }>(`Helper/${clientId}/diseaseData`, s.tokens.helper, { ...body, performedAt: '2025-05-05' });
    expect(first.body.result.performedAt).toBe('2025-05-05');
    // An older tablet sends no day: the day it reached the server, at the clinic.
    const second = await post<{ performedAt: string }>(`Helper/${clientId}/diseaseData`, s.tokens.helper, body);
    expect(second.body.result.performedAt).toBe(dayIn(Date.now()));
    expect((await get<{ performedAt: string }>(`Helper/${clientId}/diseaseData`, s.tokens.helper)).body.result.performedAt).toBe(dayIn(Date.now()));
  });
});

describe('a day after today is refused', () => {
  it('with «تاریخ انجام» \'s message on the field, and nothing stored', async () => {
    const before = (await get<unknown[]>(`Covered/${clientId}/exams`)).body.result.length;
    const exam = await post(`Covered/${clientId}/exam/11`, s.tokens.Research, { wbc: 6.1, performedAt: tomorrowAtClinic() });
    expect(exam.status).toBe(400);
    expect(exam.body.errors).toEqual({ performedAt: messages.performedInFuture });
    expect(messages.performedInFuture).toBe('تاریخ انجام نمی تواند بعد از امروز باشد.');
    expect((await get<unknown[]>(`Covered/${clientId}/exams`)).body.result.length).toBe(before);

    const screening = await post(`Screening/${clientId}`, s.tokens.screening, { testType: 2, ...answers(screeningQuestions), performedAt: dayAfter(dayIn(Date.now()), 30) });
    expect(screening.status).toBe(400);
    expect(screening.body.errors).toEqual({ performedAt: messages.performedInFuture });
  });

  it('today at the clinic is taken; a day that is no day is refused as invalid', async () => {
    const today = await post(`Covered/${clientId}/exam/11`, s.tokens.Research, { wbc: 6.1, performedAt: dayIn(Date.now()) });
    expect(today.status).toBe(201);
    const nonsense = await post(`Covered/${clientId}/exam/11`, s.tokens.Research, { wbc: 6.1, performedAt: '2025-02-30' });
    expect(nonsense.status).toBe(400);
    expect(nonsense.body.errors).toEqual({ performedAt: messages.invalidValue });
  });
});

describe('absent: the day it was typed', () => {
  it('the tablet\'s `date` read at the clinic (21:00 UTC is past midnight in Tehran), else the server\'s now', async () => {
    const late = await post(`Covered/${clientId}/exam/3`, s.tokens.Research, { cirrhosis: true, date: '2026-01-01T21:00:00.000Z' });
    const read = await get<{ performedAt: string; createdAt: string; date: string }>(`Covered/${clientId}/exam/3`);
    expect(read.body.result).toMatchObject({ performedAt: '2026-01-02', date: '2026-01-01T21:00:00.000Z' });
    expect(late.status).toBe(201);

    const bare = await post(`Covered/${clientId}/exam/5`, s.tokens.Research, { suspiciousMass: true });
    expect(bare.status).toBe(201);
    const stored = await get<{ performedAt: string; createdAt: string }>(`Covered/${clientId}/exam/5`);
    expect(stored.body.result.performedAt).toBe(dayIn(stored.body.result.createdAt));
  });
});
