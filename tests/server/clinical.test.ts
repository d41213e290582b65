import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { serverMessages } from '../../src/domain/server-messages';
import { defaultSmsSignature } from '../../server/config';
import { call } from './http';
import { createClient, serverWithTokens } from './fixtures';
import { screeningQuestions, riskQuestions } from '../../src/domain/schemas/clinical';

const s = serverWithTokens();
let clientId: number;
beforeAll(async () => {
  clientId = await createClient(s.server, s.tokens.Reception);
});

const allYes = (names: readonly string[]) => Object.fromEntries(names.map((name, i) => [name, i % 2 === 0]));

describe('consultation', () => {
  it('creates, lists (page of 6) and reads a consultation', async () => {
    const made = await call<{ consultId: number }>(s.server.apiUrl, 'POST', `Consultation/${clientId}`, { token: s.tokens.Consultation, body: { consultType: 1, consultantName: 'دکتر رضایی', counselingText: 'جلسه اول' } });
    expect(made.status).toBe(201);
    const list = await call<{ consultId: number; consultType: number; consultName: string }[]>(s.server.apiUrl, 'GET', `Consultation/${clientId}/1/6`, { token: s.tokens.Research });
    expect(list.body.result[0]).toMatchObject({ consultId: made.body.result.consultId, consultType: 1, consultName: 'دکتر رضایی' });
    expect(list.body.pagination).toEqual({ total: 1, page: 1, pageSize: 6 });
    const one = await call(s.server.apiUrl, 'GET', `Consultation/${clientId}/${made.body.result.consultId}`, { token: s.tokens.SuperAdmin });
    expect(one.body.result).toMatchObject({ consultType: 1, consultantName: 'دکتر رضایی', counselingText: 'جلسه اول' });
  });

  it('refuses an incomplete consultation and an unknown type with the seeds\' message', async () => {
    const answer = await call(s.server.apiUrl, 'POST', `Consultation/${clientId}`, { token: s.tokens.Consultation, body: { consultType: 7, consultantName: '' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ consultType: messages.consultationIncomplete, consultantName: messages.consultationIncomplete, counselingText: messages.consultationIncomplete });
    expect((await call(s.server.apiUrl, 'GET', `Consultation/${clientId}/999999`, { token: s.tokens.Consultation })).status).toBe(404);
  });
});

describe('screening', () => {
  it('stores the breast health form, lists, reads and deletes it', async () => {
    const body = { testType: 2, ...allYes(screeningQuestions), needFollowup: null, adminOpinion: null };
    const made = await call<{ id: number }>(s.server.apiUrl, 'POST', `Screening/${clientId}`, { token: s.tokens.screening, body });
    expect(made.status).toBe(201);
    expect(made.body.message).toBe(messages.testSaved);
    const list = await call<{ id: number; testType: number; testName: string; date: string }[]>(s.server.apiUrl, 'GET', `Screening/${clientId}/1/6`, { token: s.tokens.helper });
    expect(list.body.result[0]).toMatchObject({ id: made.body.result.id, testType: 2 });
    const one = await call<Record<string, unknown>>(s.server.apiUrl, 'GET', `Screening/test/${made.body.result.id}`, { token: s.tokens.screening });
    expect(one.body.result).toMatchObject({ hasBreastOrOvarianCancer: true, hasBreastPathology: false, needFollowup: null });
    expect((await call(s.server.apiUrl, 'DELETE', `Screening/test/${made.body.result.id}`, { token: s.tokens.screening })).body.message).toBe(messages.testDeleted);
    expect((await call(s.server.apiUrl, 'GET', `Screening/test/${made.body.result.id}`, { token: s.tokens.screening })).status).toBe(404);
  });

  it('needs every question answered', async () => {
    const answer = await call(s.server.apiUrl, 'POST', `Screening/${clientId}`, { token: s.tokens.screening, body: { testType: 2, hasBloodDischarge: true } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors!.hasBreastPathology).toBe(messages.questionnaireIncomplete);
  });
});

describe('helper', () => {
  it('stores the three kinds of test and lists them together', async () => {
    const home = await call<{ id: number }>(s.server.apiUrl, 'POST', `Helper/${clientId}/homeVisit`, { token: s.tokens.helper, body: {
      economicStatus: 'ضعیف', environmentalStatus: 'مناسب', physicalMentalStatus: 'خوب', visitExplanation: 'توضیحات', ceoOrder: 'پیگیری', visitHomeSuggestions: [0, 3, 5] } });
    expect(home.status).toBe(201);
    const eortcBody = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`q${i + 1}`, i >= 28 ? 7 : 1]));
    const eortc = await call<{ id: number; scores: Record<string, number> }>(s.server.apiUrl, 'POST', `Helper/${clientId}/eortc`, { token: s.tokens.helper, body: eortcBody });
    expect(eortc.status).toBe(201);
    expect(eortc.body.result.scores).toMatchObject({ QL2: 100, PF2: 100, FA: 0 });
    const risk = await call<{ id: number }>(s.server.apiUrl, 'POST', `Helper/${clientId}/riskTest`, { token: s.tokens.Research, body: allYes(riskQuestions) });
    expect(risk.status).toBe(201);
    const list = await call<{ id: number; visitType: number }[]>(s.server.apiUrl, 'GET', `Helper/${clientId}/tests/1/6`, { token: s.tokens.helper });
    expect(list.body.result.map((row) => row.visitType)).toEqual([3, 2, 1]);
    const stored = await call<{ q30: number; scores: Record<string, number> }>(s.server.apiUrl, 'GET', `Helper/test/2/${eortc.body.result.id}`, { token: s.tokens.helper });
    expect(stored.body.result.q30).toBe(7);
    expect(stored.body.result.scores.QL2).toBe(100);
    expect((await call(s.server.apiUrl, 'GET', `Helper/test/1/${eortc.body.result.id}`, { token: s.tokens.helper })).status).toBe(404);
    expect((await call(s.server.apiUrl, 'DELETE', `Helper/test/1/${home.body.result.id}`, { token: s.tokens.helper })).status).toBe(200);
  });

  it('refuses an EORTC answer out of range and a suggestion outside 0–5', async () => {
    const eortcBody = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`q${i + 1}`, 2]));
    const bad = await call(s.server.apiUrl, 'POST', `Helper/${clientId}/eortc`, { token: s.tokens.helper, body: { ...eortcBody, q3: 5, q30: 8 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors!).sort()).toEqual(['q3', 'q30']);
    const home = await call(s.server.apiUrl, 'POST', `Helper/${clientId}/homeVisit`, { token: s.tokens.helper, body: { economicStatus: 'x', environmentalStatus: 'x', physicalMentalStatus: 'x', visitExplanation: 'x', ceoOrder: 'x', visitHomeSuggestions: [6] } });
    expect(home.status).toBe(400);
  });

  it('disease data: 404 before, stored and replaced after', async () => {
    expect((await call(s.server.apiUrl, 'GET', `Helper/${clientId}/diseaseData`, { token: s.tokens.helper })).status).toBe(404);
    const body = {
      fileNumber: '۱۲۳', introducingCenterName: 'بیمارستان', helperName: 'خانم کریمی', diseasePercentage: 0, yearOfAfflicted: '1400', fileStatus: 'فعال',
      institutes: ['مرکز الف'], insuranceState: true, supplementaryInsuranceState: false, metastasis: false, disease: 'سرطان پستان', diseaseStage: '2', job: 'خانه دار',
      houseNumber: '02112345678', familyPhoneNumber: '02112345678', pastMedical: [{ diseaseName: 'دیابت', yearOfAfflicted: '1395' }], supportiveStatus: 1, smoke: false,
    };
    const first = await call<{ version: number }>(s.server.apiUrl, 'POST', `Helper/${clientId}/diseaseData`, { token: s.tokens.helper, body });
    expect(first.status).toBe(200);
    const second = await call<{ version: number; job: string }>(s.server.apiUrl, 'POST', `Helper/${clientId}/diseaseData`, { token: s.tokens.helper, body: { ...body, job: 'معلم' } });
    expect(second.body.result).toMatchObject({ version: 2, job: 'معلم' });
    const read = await call<{ job: string; pastMedical: unknown[] }>(s.server.apiUrl, 'GET', `Helper/${clientId}/diseaseData`, { token: s.tokens.Research });
    expect(read.body.result.job).toBe('معلم');
    expect(read.body.result.pastMedical).toEqual([{ diseaseName: 'دیابت', yearOfAfflicted: '1395' }]);
    const incomplete = await call(s.server.apiUrl, 'POST', `Helper/${clientId}/diseaseData`, { token: s.tokens.helper, body: { fileNumber: '1' } });
    expect(incomplete.body.message).toBe(messages.questionnaireIncomplete);

    // If-Match: the version edited; a stale one is a 409 with the current record, and nothing changes.
    const stale = await call<{ version: number; job: string }>(s.server.apiUrl, 'POST', `Helper/${clientId}/diseaseData`, { token: s.tokens.helper, body: { ...body, job: 'راننده' }, headers: { 'If-Match': '1' } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(serverMessages.staleVersion);
    expect(stale.body.result).toMatchObject({ version: 2, job: 'معلم' });
    const none = await call(s.server.apiUrl, 'POST', `Helper/${clientId}/diseaseData`, { token: s.tokens.helper, body, headers: { 'If-Match': '0' } });
    expect(none.status).toBe(409); // "I knew of no record", but there is one
    const fresh = await call<{ version: number; job: string }>(s.server.apiUrl, 'POST', `Helper/${clientId}/diseaseData`, { token: s.tokens.helper, body: { ...body, job: 'راننده' }, headers: { 'If-Match': '2' } });
    expect(fresh.body.result).toMatchObject({ version: 3, job: 'راننده' });
  });
});

describe('covered examinations', () => {
  it('stores exactly the fields of each type and reads the latest of a type', async () => {
    const mammo = await call<{ id: number }>(s.server.apiUrl, 'POST', `Covered/${clientId}/exam/0`, { token: s.tokens.Research, body: { birads: 3, cyst: true, unknownField: 'dropped' } });
    expect(mammo.status).toBe(201);
    const read = await call<Record<string, unknown>>(s.server.apiUrl, 'GET', `Covered/${clientId}/exam/0`, { token: s.tokens.SuperAdmin });
    expect(read.body.result).toMatchObject({ type: 0, birads: 3, cyst: true, calsification: false, lynph: false });
    expect(read.body.result).not.toHaveProperty('unknownField');
    const blood = await call(s.server.apiUrl, 'POST', `Covered/${clientId}/exam/11`, { token: s.tokens.Research, body: { wbc: 6.5, hb: 12.1, hpylori: true } });
    expect(blood.status).toBe(201);
    const pathology = await call(s.server.apiUrl, 'POST', `Covered/${clientId}/exam/12`, { token: s.tokens.Research, body: { pathologyReport: 'گزارش', pathologyReportKW1: 'IDC' } });
    expect(pathology.status).toBe(201);
    const all = await call<{ type: number }[]>(s.server.apiUrl, 'GET', `Covered/${clientId}/exams`, { token: s.tokens.Research });
    expect(all.body.result.map((e) => e.type)).toEqual([12, 11, 0]);
    expect((await call(s.server.apiUrl, 'GET', `Covered/${clientId}/exam/5`, { token: s.tokens.Research })).status).toBe(404);
  });

  it('requires birads for mammography and breast ultrasound; refuses type 14', async () => {
    const answer = await call(s.server.apiUrl, 'POST', `Covered/${clientId}/exam/1`, { token: s.tokens.Research, body: { cyst: true } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ birads: messages.examIncomplete });
    expect((await call(s.server.apiUrl, 'POST', `Covered/${clientId}/exam/14`, { token: s.tokens.Research, body: {} })).status).toBe(400);
  });
});

describe('SMS', () => {
  it('records the message with the reception signature', async () => {
    const answer = await call(s.server.apiUrl, 'POST', 'Client/send-sms', { token: s.tokens.Reception, body: { phoneNumber: '09121234567', text: 'نوبت شما فردا است' } });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(messages.smsSent);
    const empty = await call(s.server.apiUrl, 'POST', 'Client/send-sms', { token: s.tokens.Reception, body: { phoneNumber: '09121234567', text: '  ' } });
    expect(empty.body.errors).toEqual({ text: messages.smsEmpty });
  });

  it('is in the database with its signature and status', async () => {
    const rows = await s.server.sql.rows<{ phone_number: string; text: string; status: string }>(sql`SELECT phone_number, text, status FROM sms_messages`);
    expect(rows).toEqual([{ phone_number: '09121234567', text: `نوبت شما فردا است\n${defaultSmsSignature}`, status: 'recorded' }]);
  });
});
