// GET Reports/monthly (issue 37 §1) against a seeded truth: records made over HTTP on days either
// side of Jalali month boundaries (their performedAt), clients, follow-ups and SMS moved to known
// instants in the database (their times are the server's own). Three months of 2023, which
// nothing else in the test server touches: every count is known exactly.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { screeningNeedsFollowUp, screeningSignFields } from '../../src/domain/follow-up';
import { screeningQuestions, riskQuestions } from '../../src/domain/schemas/clinical';
import type { MonthlyReport } from '../../src/domain/schemas/report';
import { call } from './http';
import { createClient, serverWithTokens } from './fixtures';

const s = serverWithTokens();
const api = () => s.server.apiUrl;

const screening = (yes: readonly string[] = []) => ({ testType: 2, ...Object.fromEntries(screeningQuestions.map((q) => [q, yes.includes(q)])), needFollowup: yes.length > 0, adminOpinion: null });
const eortc = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`q${i + 1}`, i >= 28 ? 5 : 2]));
const home = { economicStatus: 'ضعیف', environmentalStatus: 'مناسب', physicalMentalStatus: 'خوب', visitExplanation: 'ت', ceoOrder: 'پ', visitHomeSuggestions: [0] };
const risk = Object.fromEntries(riskQuestions.map((q) => [q, false]));
const consult = (consultType: number) => ({ consultType, consultantName: 'دکتر رضایی', counselingText: 'جلسه' });

// 1401/12/29, 1402/01/01 and 1402/02/31: the last day of Esfand, the first of Farvardin, the last of Ordibehesht.
const esfandLast = '2023-03-20';
const farvardinFirst = '2023-03-21';
const ordibeheshtLast = '2023-05-21';

async function post(path: string, token: string, body: object, performedAt: string): Promise<number> {
  const answer = await call<{ id: number }>(api(), 'POST', path, { token, body: { ...body, performedAt } });
  expect(answer.status, path).toBe(201);
  return answer.body.result.id;
}

const monthly = (query: string, token = s.tokens.Research) => call<MonthlyReport>(api(), 'GET', `Reports/monthly${query}`, { token });

describe('Reports/monthly', () => {
  it('counts what was made, per Jalali month, by type', async () => {
    const db = s.server.sql;
    const [a, b] = [await createClient(s.server, s.tokens.Reception), await createClient(s.server, s.tokens.Reception)];
    // Month 1401-12.
    await post(`Screening/${a}`, s.tokens.screening, screening(['hasBloodDischarge']), esfandLast);
    await post(`Screening/${a}`, s.tokens.screening, screening(['hasBreastOrOvarianCancer']), esfandLast);
    await post(`Helper/${a}/eortc`, s.tokens.helper, eortc, esfandLast);
    await post(`Consultation/${a}`, s.tokens.Consultation, consult(1), esfandLast);
    await post(`Covered/${a}/exam/0`, s.tokens.Research, { birads: 2 }, esfandLast);
    // Month 1402-01.
    await post(`Screening/${b}`, s.tokens.screening, screening(), farvardinFirst);
    await post(`Helper/${b}/homeVisit`, s.tokens.helper, home, farvardinFirst);
    const visit = await post(`Helper/${b}/homeVisit`, s.tokens.helper, home, farvardinFirst);
    await post(`Helper/${b}/riskTest`, s.tokens.helper, risk, farvardinFirst);
    await post(`Consultation/${b}`, s.tokens.Consultation, consult(3), farvardinFirst);
    await post(`Consultation/${b}`, s.tokens.Consultation, consult(3), farvardinFirst);
    await post(`Covered/${b}/exam/4`, s.tokens.Research, { tirads: 2 }, farvardinFirst);
    await post(`Covered/${b}/exam/11`, s.tokens.Research, { wbc: 6.5 }, farvardinFirst);
    // Month 1402-02.
    await post(`Helper/${b}/eortc`, s.tokens.helper, eortc, ordibeheshtLast);
    await post(`Consultation/${b}`, s.tokens.Consultation, consult(0), ordibeheshtLast);

    // Clients: 23:59 and 00:01 at the clinic either side of Farvardin's first day (UTC+03:30).
    const covered = await createClient(s.server, s.tokens.Reception, { isCoveredPatient: true, isScreening: false, isNew: false });
    const both = await createClient(s.server, s.tokens.Reception, { isCoveredPatient: false, isScreening: true, isPersonnel: true, isNew: false });
    const fresh = await createClient(s.server, s.tokens.Reception, { isCoveredPatient: false, isScreening: true, isNew: true });
    const moveClient = (id: number, at: string) => db.rows(sql`UPDATE clients SET created_at = ${at}::timestamptz WHERE id = ${id}`);
    await moveClient(covered, '2023-03-20T20:29:00Z');
    await moveClient(both, '2023-03-20T20:31:00Z');
    await moveClient(fresh, '2023-05-01T08:00:00Z');

    // The warning sign's follow-up: opened in Esfand, closed in Ordibehesht.
    await db.rows(sql`UPDATE follow_ups SET opened_at = '2023-03-20T10:00:00Z', closed_at = '2023-05-10T10:00:00Z' WHERE client_id = ${a}`);
    await db.rows(sql`INSERT INTO sms_messages (phone_number, text, status, client_id, created_at) VALUES
      ('09120000000', 'x', 'sent', ${a}, '2023-03-25T10:00:00Z'), ('09120000000', 'x', 'delivered', ${a}, '2023-04-01T10:00:00Z'),
      ('09120000000', 'x', 'failed', ${a}, '2023-05-01T10:00:00Z'), ('09120000000', 'x', 'queued', ${a}, '2023-05-01T10:00:00Z')`);

    const answer = await monthly(`?from=2023-03-01&to=${ordibeheshtLast}`);
    expect(answer.status).toBe(200);
    const report = answer.body.result;
    expect(report.months).toEqual(['1401-12', '1402-01', '1402-02']);
    const expected: Record<string, number[]> = {
      clientsAll: [1, 1, 1], clientsCovered: [1, 0, 0], clientsScreening: [0, 1, 1], clientsPersonnel: [0, 1, 0], clientsNew: [0, 0, 1], kioskIntakes: [0, 0, 0],
      screeningForms: [2, 1, 0], screeningWarnings: [1, 0, 0],
      homeVisits: [0, 2, 0], eortcTests: [1, 0, 1], riskTests: [0, 1, 0],
      consult0: [0, 0, 1], consult1: [1, 0, 0], consult2: [0, 0, 0], consult3: [0, 2, 0], consult4: [0, 0, 0],
      exam0: [1, 0, 0], exam4: [0, 1, 0], exam11: [0, 1, 0], exam1: [0, 0, 0], exam13: [0, 0, 0],
      followUpsOpened: [1, 0, 0], followUpsClosed: [0, 0, 1],
      smsSent: [0, 2, 0], smsFailed: [0, 0, 1],
    };
    for (const [metric, counts] of Object.entries(expected)) expect(report.series[metric], metric).toEqual(counts);
    expect(Object.keys(report.series)).toHaveLength(6 + 2 + 3 + 5 + 14 + 2 + 2);

    // A range inside one month counts that month's part alone: Farvardin's first day only.
    const oneDay = (await monthly(`?from=${farvardinFirst}&to=${farvardinFirst}`)).body.result;
    expect(oneDay.months).toEqual(['1402-01']);
    expect(oneDay.series.consult3).toEqual([2]);

    // A deleted record and a deleted client leave the counts.
    expect((await call(api(), 'DELETE', `Helper/test/1/${visit}`, { token: s.tokens.helper })).status).toBe(200);
    expect((await call(api(), 'DELETE', `Client/${covered}`, { token: s.tokens.SuperAdmin })).status).toBe(200);
    const after = (await monthly(`?from=2023-03-01&to=${ordibeheshtLast}`)).body.result;
    expect(after.series.homeVisits).toEqual([0, 1, 0]);
    expect(after.series.clientsCovered).toEqual([0, 0, 0]);
    expect(after.series.clientsAll).toEqual([0, 1, 1]);
  });

  it('counts a screening form as warned by each of the follow-up rule\'s signs, and by nothing else', async () => {
    const db = s.server.sql;
    const warned = async (data: object) => {
      const row = await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM report_record_entries('2023-01-01', 'screeningTest', ${JSON.stringify(data)}::jsonb) WHERE metric = 'screeningWarnings'`);
      return row!.n === 1;
    };
    for (const question of screeningQuestions) {
      expect(await warned(screening([question])), question).toBe(screeningNeedsFollowUp(screening([question])));
    }
    expect(screeningSignFields.length).toBeGreaterThan(5);
  });

  it('defaults to the last 12 Jalali months, this one last, with a kiosk intake made today in it', async () => {
    const before = (await monthly('', s.tokens.SuperAdmin)).body.result;
    await createClient(s.server, s.tokens.Kiosk, { isCoveredPatient: false, isScreening: true });
    const report = (await monthly('', s.tokens.SuperAdmin)).body.result;
    expect(report.months).toHaveLength(12);
    expect(report.series.kioskIntakes!.at(-1)).toBe(before.series.kioskIntakes!.at(-1)! + 1);
    expect(report.series.clientsScreening!.at(-1)).toBe(before.series.clientsScreening!.at(-1)! + 1);
    expect(report.series.kioskIntakes!.slice(0, 11).every((n) => n === 0)).toBe(true);
  });

  it('refuses a range that is not days, runs backwards or is too long; refuses other roles', async () => {
    expect((await monthly('?from=2023-02-30')).status).toBe(400);
    expect((await monthly('?from=2023-05-01&to=2023-04-01')).status).toBe(400);
    expect((await monthly('?from=2000-01-01&to=2023-04-01')).status).toBe(400);
    for (const token of [s.tokens.Reception, s.tokens.screening, s.tokens.helper, s.tokens.Consultation, s.tokens.Kiosk]) {
      expect((await monthly('', token)).status).toBe(403);
    }
  });
});
