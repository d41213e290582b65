// A sync/batch sent with its own Idempotency-Key answers only what committed: one entry that hits
// a unique index (disease data under a localId another client's disease data holds) is that
// entry's refusal, and every write the answer says was made is on the server, read back over
// HTTP; the same key answers the same again and makes nothing twice. A batch one of whose writes
// met a passing fault (a 429) is not kept under its key: sent again, that write runs again.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BatchAnswer } from '../../src/domain/schemas/batch';
import { screeningQuestions } from '../../src/domain/schemas/clinical';
import { call } from './http';
import { clientBody, createClient, serverWithTokens } from './fixtures';

const s = serverWithTokens({ smsPerNumberPerDay: 1 });

type Envelope = { result: { id?: number; version?: number; job?: string; firstName?: string } | null };
type Answers = { answers: (BatchAnswer & { body: Envelope })[] };
const allYes = (names: readonly string[]) => Object.fromEntries(names.map((name, i) => [name, i % 2 === 0]));
const diseaseData = (localId: string) => ({
  fileNumber: '۱۲۳', introducingCenterName: 'بیمارستان', helperName: 'خانم کریمی', diseasePercentage: 0, yearOfAfflicted: '1400', fileStatus: 'فعال',
  institutes: ['مرکز الف'], insuranceState: true, supplementaryInsuranceState: false, metastasis: false, disease: 'سرطان پستان', diseaseStage: '2', job: 'خانه دار',
  houseNumber: '02112345678', familyPhoneNumber: '02112345678', pastMedical: [], supportiveStatus: 1, smoke: false, localId,
});
const op = (method: string, path: string, body: unknown, extra: Record<string, unknown> = {}) => ({ method, path, idempotencyKey: randomUUID(), body, ...extra });

describe('a keyed sync/batch', () => {
  it('commits every write it answers as made; the entry that hits a unique index is refused alone', async () => {
    const token = s.tokens.helper;
    const [holder, other, edited] = [await createClient(s.server, token), await createClient(s.server, token), await createClient(s.server, token)];
    const takenLocalId = randomUUID();
    expect((await call(s.server.apiUrl, 'POST', `Helper/${holder}/diseaseData`, { token, body: diseaseData(takenLocalId) })).status).toBe(200);

    const bodies = [clientBody(), clientBody(), clientBody()];
    const operations = [
      ...bodies.map((body) => op('post', 'Client', body)),
      op('post', `Screening/${edited}`, { testType: 2, ...allYes(screeningQuestions), needFollowup: null, adminOpinion: null, localId: randomUUID() }),
      op('put', `Client/${edited}`, { ...clientBody(), firstName: 'سارا' }, { ifMatch: 1 }),
      op('post', `Helper/${other}/diseaseData`, diseaseData(takenLocalId)),
    ];
    const batchKey = randomUUID();
    const send = () => call<Answers>(s.server.apiUrl, 'POST', 'sync/batch', { token, body: { operations }, headers: { 'idempotency-key': batchKey } });
    const first = await send();
    expect(first.status).toBe(200);
    const answers = first.body.result.answers;
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 200, 409]);

    // Every write answered as made is there.
    for (const [i, body] of bodies.entries()) {
      const found = await call<{ id: number }>(s.server.apiUrl, 'POST', 'Client/search', { token, body: { nationalCode: body.nationalCode } });
      expect(found.status, `client ${i}`).toBe(200);
      expect(found.body.result.id).toBe(answers[i]!.body.result!.id);
    }
    const tests = await call<{ id: number }[]>(s.server.apiUrl, 'GET', `Screening/${edited}/1/6`, { token });
    expect(tests.body.result.map((t) => t.id)).toEqual([answers[3]!.body.result!.id]);
    const read = await call<{ firstName: string; version: number }>(s.server.apiUrl, 'GET', `Client/${edited}`, { token });
    expect([read.body.result.firstName, read.body.result.version]).toEqual(['سارا', 2]);
    // The refused one made nothing.
    expect((await call(s.server.apiUrl, 'GET', `Helper/${other}/diseaseData`, { token })).status).toBe(404);

    // The same key again: the same answers, nothing made twice.
    const again = await send();
    expect(again.body.result.answers).toEqual(answers);
    for (const body of bodies) {
      expect((await call(s.server.apiUrl, 'POST', 'Client/search', { token, body: { nationalCode: body.nationalCode } })).status).toBe(200);
    }
    expect((await call<unknown[]>(s.server.apiUrl, 'GET', `Screening/${edited}/1/6`, { token })).body.result).toHaveLength(1);
    expect((await call<{ version: number }>(s.server.apiUrl, 'GET', `Client/${edited}`, { token })).body.result.version).toBe(2);
  });

  it('is not kept under its key when one of its writes met a passing fault: sent again, that write runs again', async () => {
    const token = s.tokens.Reception;
    const clientId = await createClient(s.server, token);
    const sms = () => op('post', `Client/send-sms/${clientId}`, { phoneNumber: '09125550011', text: 'یادآوری نوبت' });
    const operations = [op('post', 'Client', clientBody()), sms(), sms()];
    const batchKey = randomUUID();
    const send = () => call<Answers>(s.server.apiUrl, 'POST', 'sync/batch', { token, body: { operations }, headers: { 'idempotency-key': batchKey } });
    const first = await send();
    expect(first.body.result.answers.map((a) => a.status)).toEqual([201, 200, 429]);
    const kept = await s.server.sql.rows(sql`SELECT key FROM idempotency WHERE key = ${batchKey}`);
    expect(kept).toEqual([]);
    // Sent again: the writes made answer from their own keys, the refused one is asked again.
    const again = await send();
    expect(again.body.result.answers.map((a) => [a.status, a.body.result?.id])).toEqual(first.body.result.answers.map((a) => [a.status, a.body.result?.id]));
    expect((await s.server.sql.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM sms_messages WHERE client_id = ${clientId}`))!.n).toBe(1);
  });
});
