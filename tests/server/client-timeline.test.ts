// A patient's timeline (issue 36 §3): GET Client/{id}/timeline answers the whole story across
// stations, filtered to the kinds the caller's station may read (the permission table), newest
// first, each entry with who recorded it; 404 for an unknown client; no patient field in the log.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screeningQuestions } from '../../src/domain/schemas/clinical';
import type { ServerTimelineEntry } from '../../src/domain/schemas/timeline';
import { call } from './http';
import { clientBody, createClient, serverWithTokens, tokensOf } from './fixtures';
import { startTestServer, type TestServer } from './harness';

const s = serverWithTokens();
const api = () => s.server.apiUrl;
const screeningForm = { testType: 2, ...Object.fromEntries(screeningQuestions.map((q) => [q, false])), needFollowup: false, adminOpinion: null };

async function created(path: string, token: string, body: unknown): Promise<number> {
  const answer = await call<{ id: number }>(api(), 'POST', path, { token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.result.id;
}

const timeline = (clientId: number, token: string, url = api()) => call<ServerTimelineEntry[]>(url, 'GET', `Client/${clientId}/timeline`, { token });

let clientId: number;
let consultId: number;
let screeningId: number;
let examId: number;
beforeAll(async () => {
  clientId = await createClient(s.server, s.tokens.Reception);
  consultId = (await call<{ consultId: number }>(api(), 'POST', `Consultation/${clientId}`, {
    token: s.tokens.Consultation, body: { consultType: 1, consultantName: 'دکتر رضایی', counselingText: 'جلسه اول', performedAt: '2025-05-01' },
  })).body.result.consultId;
  screeningId = await created(`Screening/${clientId}`, s.tokens.screening, { ...screeningForm, performedAt: '2025-06-01' });
  await created(`Screening/${clientId}`, s.tokens.screening, { ...screeningForm, performedAt: '2025-04-01' });
  examId = await created(`Covered/${clientId}/exam/0`, s.tokens.Research, { birads: 2, performedAt: '2025-03-01' });
});

describe('GET Client/{id}/timeline', () => {
  it('a screening user gets the registration and the screening tests, newest first, and no consultation or examination', async () => {
    const answer = await timeline(clientId, s.tokens.screening);
    expect(answer.status).toBe(200);
    const kinds = answer.body.result.map((entry) => entry.kind);
    expect(kinds).not.toContain('consultation');
    expect(kinds).not.toContain('examination');
    expect(kinds).toContain('registration');
    const tests = answer.body.result.filter((entry) => entry.kind === 'screeningTest');
    expect(tests.map((entry) => entry.performedAt)).toEqual(['2025-06-01', '2025-04-01']);
    expect(tests[0]!.serverId).toBe(screeningId);
    expect(tests[0]!.subtype).toBe(2);
    // Who recorded it: the screening user of the demo seed, by name.
    const [user] = await s.server.sql.rows<{ first_name: string; last_name: string }>(sql`SELECT first_name, last_name FROM users WHERE lower(user_name) = 'screening'`);
    expect(tests[0]!.recordedBy).toBe(`${user!.first_name} ${user!.last_name}`.trim());
    // The registration of today sorts before the tests of 2025, and names the reception user.
    expect(kinds[0]).toBe('registration');
    const [reception] = await s.server.sql.rows<{ first_name: string; last_name: string }>(sql`SELECT first_name, last_name FROM users WHERE lower(user_name) = 'reception'`);
    expect(answer.body.result[0]!.recordedBy).toBe(`${reception!.first_name} ${reception!.last_name}`.trim());
  });

  it('a consultation user gets the consultation and no screening test', async () => {
    const answer = await timeline(clientId, s.tokens.Consultation);
    expect(answer.status).toBe(200);
    const kinds = answer.body.result.map((entry) => entry.kind);
    expect(kinds).not.toContain('screeningTest');
    const consult = answer.body.result.find((entry) => entry.kind === 'consultation');
    expect(consult).toMatchObject({ serverId: consultId, subtype: 1, performedAt: '2025-05-01', sync: 'sent' });
  });

  it('Research gets every kind it may read, the examination with its type', async () => {
    const answer = await timeline(clientId, s.tokens.Research);
    const kinds = new Set(answer.body.result.map((entry) => entry.kind));
    expect([...kinds].sort()).toEqual(['consultation', 'examination', 'registration', 'screeningTest']);
    expect(answer.body.result.find((entry) => entry.kind === 'examination')).toMatchObject({ serverId: examId, subtype: 0 });
  });

  it("a kiosk's intake and a record sent in a sync/batch: the batch names its author, the kiosk none", async () => {
    const kioskClient = await createClient(s.server, s.tokens.Kiosk);
    const localId = randomUUID();
    const batch = await call<{ results: { status: number }[] }>(api(), 'POST', 'sync/batch', {
      token: s.tokens.screening, headers: { 'Idempotency-Key': randomUUID() },
      body: { operations: [{ method: 'post', path: `Screening/${kioskClient}`, body: { ...screeningForm, performedAt: '2025-02-02', localId }, idempotencyKey: randomUUID() }] },
    });
    expect(batch.status).toBe(200);
    const answer = await timeline(kioskClient, s.tokens.screening);
    expect(answer.body.result.find((entry) => entry.kind === 'registration')!.recordedBy).toBeNull();
    expect(answer.body.result.find((entry) => entry.localId === localId)).toMatchObject({ kind: 'screeningTest', performedAt: '2025-02-02', recordedBy: expect.stringMatching(/\S/) });
  });

  it('answers 404 for a client that does not exist, and 403 to a kiosk', async () => {
    expect((await timeline(999_999_999, s.tokens.screening)).status).toBe(404);
    expect((await timeline(clientId, s.tokens.Kiosk)).status).toBe(403);
  });
});

describe('the timeline in the log', () => {
  let loud: TestServer;
  const written: string[] = [];
  beforeAll(async () => {
    loud = await startTestServer({ quiet: false, logLevel: 'debug', logSink: (line) => written.push(line) });
  });
  afterAll(async () => loud.close());

  it('names the client by id and never writes a patient field', async () => {
    const tokens = await tokensOf(loud);
    const body = clientBody({ firstName: 'پریوش', lastName: 'ستاره‌نشان', phoneNumber: '09187654321', localId: randomUUID() });
    const made = await call<{ id: number }>(loud.apiUrl, 'POST', 'Client', { token: tokens.Reception, body });
    expect(made.status).toBe(201);
    const answer = await timeline(made.body.result.id, tokens.screening, loud.apiUrl);
    expect(answer.status).toBe(200);
    const log = written.join('\n');
    expect(log).toContain(`"clientId":${made.body.result.id}`);
    for (const field of [body.firstName, body.lastName, body.phoneNumber, body.nationalCode]) expect(log).not.toContain(field);
  });
});
