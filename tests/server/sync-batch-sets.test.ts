// sync/batch's creates applied together: each answered as its own call would answer
// it (the same envelope; the same key then answers the call itself, so the hash is the call's),
// the refusals the one-by-one path gives (a national code taken, in the batch or before; a
// client gone; a repeated key), a kiosk's grants, the change log and the list totals once per
// row; and when the transaction that applies them fails, each goes as its own call.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BatchAnswer } from '../../src/domain/schemas/batch';
import { serverMessages } from '../../src/domain/server-messages';
import { riskQuestions, screeningQuestions } from '../../src/domain/schemas/clinical';
import { call } from './http';
import { clientBody, createClient, serverWithTokens } from './fixtures';

const s = serverWithTokens();

type Envelope = { statusCode: number; message: string; result: Record<string, unknown> | null; errors?: Record<string, string> };
type Operation = { method: string; path: string; idempotencyKey: string; body?: unknown };
const batch = async (operations: Operation[], token: string) => {
  const answer = await call<{ answers: (BatchAnswer & { body: Envelope })[] }>(s.server.apiUrl, 'POST', 'sync/batch', { token, body: { operations } });
  expect(answer.status).toBe(200);
  return answer.body.result.answers;
};
const post = (path: string, body: Record<string, unknown>): Operation => ({ method: 'post', path, idempotencyKey: randomUUID(), body });
const allYes = (names: readonly string[]) => Object.fromEntries(names.map((name, i) => [name, i % 2 === 0]));
const total = async (list = 'client/6/1') => (await call(s.server.apiUrl, 'GET', list, { token: s.tokens.Reception })).body.pagination!.total;
/** What differs between two rows made alike: their ids, localIds and times. */
const shapeOf = (body: Envelope) => ({ ...body, result: Object.fromEntries(Object.entries(body.result ?? {}).map(([k, v]) => [k, ['id', 'consultId', 'localId', 'updatedAt'].includes(k) ? typeof v : v])) });

describe('sync/batch creates applied together', () => {
  it('answers each create as its call would, and the call with the same key gets that answer', async () => {
    const clientId = await createClient(s.server, s.tokens.Reception);
    const eortc = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`q${i + 1}`, i >= 28 ? 7 : 1]));
    const creates: Array<[string, string, () => Record<string, unknown>]> = [
      [s.tokens.Reception, 'Client', () => clientBody()],
      [s.tokens.screening, `Screening/${clientId}`, () => ({ testType: 2, ...allYes(screeningQuestions), needFollowup: null, adminOpinion: null, localId: randomUUID() })],
      [s.tokens.helper, `Helper/${clientId}/homeVisit`, () => ({ economicStatus: 'ضعیف', environmentalStatus: 'مناسب', physicalMentalStatus: 'خوب', visitExplanation: 'توضیحات', ceoOrder: 'پیگیری', visitHomeSuggestions: [0, 3], localId: randomUUID() })],
      [s.tokens.helper, `Helper/${clientId}/eortc`, () => ({ ...eortc, localId: randomUUID() })],
      [s.tokens.Research, `Helper/${clientId}/riskTest`, () => ({ ...allYes(riskQuestions), localId: randomUUID() })],
      [s.tokens.Consultation, `Consultation/${clientId}`, () => ({ consultType: 1, consultantName: 'دکتر رضایی', counselingText: 'متن', date: '2026-11-20T08:00:00.000Z', localId: randomUUID() })],
    ];
    for (const [token, path, body] of creates) {
      const operations = [post(path, body()), post(path, body())];
      const answers = await batch(operations, token);
      expect(answers.map((a) => a.status), path).toEqual([201, 201]);
      const alone = await call(s.server.apiUrl, 'POST', path, { token, body: body(), headers: { 'idempotency-key': randomUUID() } });
      expect(alone.status).toBe(201);
      expect(shapeOf(answers[0]!.body), path).toEqual(shapeOf(alone.body as Envelope));
      // The same write sent as its own call with the batch's key: the kept answer, not a 422 (the hash is the call's).
      const again = await call(s.server.apiUrl, 'POST', path, { token, body: operations[1]!.body, headers: { 'idempotency-key': operations[1]!.idempotencyKey } });
      expect(again.status).toBe(201);
      expect(again.body).toEqual(answers[1]!.body);
    }
  });

  it('gives each write the refusal its own call gives, and makes the rest', async () => {
    const takenCode = clientBody().nationalCode;
    await createClient(s.server, s.tokens.Reception, { nationalCode: takenCode });
    const twice = clientBody();
    const before = await total();
    const answers = await batch([
      post('Client', clientBody({ nationalCode: takenCode })),
      post('Client', twice),
      post('Client', clientBody({ nationalCode: twice.nationalCode })),
      post('Client', clientBody()),
    ], s.tokens.Reception);
    expect(answers.map((a) => a.status)).toEqual([409, 201, 409, 201]);
    expect(answers[0]!.body.message).toBe(serverMessages.clientExists);
    expect(answers[2]!.body.result).toEqual({ id: answers[1]!.body.result!.id, existing: true });
    expect(await total()).toBe(before + 2);

    const gone = 999_999;
    const test = () => ({ testType: 2, ...allYes(screeningQuestions), needFollowup: null, adminOpinion: null, localId: randomUUID() });
    const clientId = answers[1]!.body.result!.id as number;
    const repeated = test();
    const key = randomUUID();
    const tests = await batch([
      post(`Screening/${gone}`, test()),
      { method: 'post', path: `Screening/${clientId}`, idempotencyKey: key, body: repeated },
      { method: 'post', path: `Screening/${clientId}`, idempotencyKey: key, body: repeated },
      post(`Screening/${clientId}`, test()),
    ], s.tokens.screening);
    expect(tests.map((a) => a.status)).toEqual([404, 201, 201, 201]);
    expect(tests[2]!.body).toEqual(tests[1]!.body);
    const listed = await call(s.server.apiUrl, 'GET', `Screening/${clientId}/1/6`, { token: s.tokens.screening });
    expect(listed.body.pagination!.total).toBe(2);
  });

  it('answers with the rows as they read once made: ids in the batch\'s order, their version and time', async () => {
    const lead = await createClient(s.server, s.tokens.Reception);
    const taken = clientBody().nationalCode;
    await createClient(s.server, s.tokens.Reception, { nationalCode: taken });
    // The answers are built before the insert, under ids taken beforehand; one left out (its code
    // taken) gives its id back to no one, and the rest still read as answered.
    const answers = await batch([post('Client', clientBody()), post('Client', clientBody({ nationalCode: taken })), post('Client', clientBody())], s.tokens.Reception);
    expect(answers.map((a) => a.status)).toEqual([201, 409, 201]);
    const tests = await batch([0, 1].map(() => post(`Screening/${lead}`, { testType: 2, ...allYes(screeningQuestions), needFollowup: null, adminOpinion: null, localId: randomUUID() })), s.tokens.screening);
    const made = [[answers[0]!, 'Client'], [answers[2]!, 'Client'], [tests[0]!, 'Screening/test'], [tests[1]!, 'Screening/test']] as const;
    for (const [answer, path] of made) {
      const { id, localId, version, updatedAt } = answer.body.result!;
      const row = await call<Record<string, unknown>>(s.server.apiUrl, 'GET', `${path}/${id}`, { token: path === 'Client' ? s.tokens.Reception : s.tokens.screening });
      expect(row.status, path).toBe(200);
      expect({ id: row.body.result.id, localId: row.body.result.localId, version: row.body.result.version, updatedAt: row.body.result.updatedAt }, path).toEqual({ id, localId, version, updatedAt });
    }
    const ids = [answers[0]!, answers[2]!, ...tests].map((a) => a.body.result!.id as number);
    expect(ids[0]).toBeLessThan(ids[1]!);
    expect(ids[2]).toBeLessThan(ids[3]!);
  });

  it('logs each row once in the change feed and moves each list total by the rows made', async () => {
    const lists = ['client/6/1', 'client/covered/1/6', 'client/screening/1/6'];
    const before = await Promise.all(lists.map((list) => total(list)));
    const { cursor } = (await call<{ cursor: string }>(s.server.apiUrl, 'GET', 'sync/changes?since=0&limit=1000', { token: s.tokens.Reception })).body.result;
    const bodies = [clientBody({ isCoveredPatient: true, isScreening: true }), clientBody({ isCoveredPatient: false, isScreening: true }), clientBody({ isCoveredPatient: false, isScreening: false })];
    const answers = await batch(bodies.map((body) => post('Client', body)), s.tokens.Reception);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(await Promise.all(lists.map((list) => total(list)))).toEqual([before[0]! + 3, before[1]! + 1, before[2]! + 2]);
    const feed = await call<{ changes: { entity: string; id: number; data: { localId: string } }[] }>(s.server.apiUrl, 'GET', `sync/changes?since=${cursor}&limit=1000`, { token: s.tokens.Reception });
    const clients = feed.body.result.changes.filter((change) => change.entity === 'client');
    expect(clients.map((change) => change.data.localId)).toEqual(bodies.map((body) => body.localId));
    expect(clients.map((change) => change.id)).toEqual(answers.map((a) => a.body.result!.id));
  });

  it('keeps a kiosk to the clients it made, and decides no staff flag for it', async () => {
    const body = clientBody({ isPersonnel: true });
    const [made] = await batch([post('Client', body), post('Client', clientBody())], s.tokens.Kiosk);
    expect(made!.status).toBe(201);
    const id = made!.body.result!.id as number;
    const submitted = await call(s.server.apiUrl, 'POST', 'Client/submit', { token: s.tokens.Kiosk, body: { id }, headers: { 'idempotency-key': randomUUID() } });
    expect(submitted.status).toBe(200);
    const stored = await call<{ isPersonnel: boolean }>(s.server.apiUrl, 'GET', `Client/${id}`, { token: s.tokens.Reception });
    expect(stored.body.result.isPersonnel).toBe(false);
  });

  it('sends every write as its own call when the transaction that applies them fails', async () => {
    // A fault only a many-row insert meets: the database refuses two idempotency rows in one statement.
    await s.server.sql.rows(sql.raw(`CREATE FUNCTION one_key_at_a_time() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      IF (SELECT count(*) FROM new_keys) > 1 THEN RAISE EXCEPTION 'many keys'; END IF; RETURN NULL; END $$`));
    await s.server.sql.rows(sql.raw(`CREATE TRIGGER one_key_at_a_time AFTER INSERT ON idempotency REFERENCING NEW TABLE AS new_keys
      FOR EACH STATEMENT EXECUTE FUNCTION one_key_at_a_time()`));
    try {
      const before = await total();
      const operations = [post('Client', clientBody()), post('Client', clientBody())];
      const answers = await batch(operations, s.tokens.Reception);
      expect(answers.map((a) => a.status)).toEqual([201, 201]);
      expect(await total()).toBe(before + 2);
      expect((await batch(operations, s.tokens.Reception)).map((a) => a.body)).toEqual(answers.map((a) => a.body));
      expect(await total()).toBe(before + 2);
    } finally {
      await s.server.sql.rows(sql.raw('DROP TRIGGER one_key_at_a_time ON idempotency'));
    }
  });

  it('takes a create by its path as the app routes it: any case, an id as idParam reads it', async () => {
    // Each INSERT statement's row count, kept by a statement trigger: creates applied together
    // are one statement; a create sent as its own call is a statement of its own.
    await s.server.sql.rows(sql.raw('CREATE TABLE insert_sizes (tbl text, n integer)'));
    await s.server.sql.rows(sql.raw(`CREATE FUNCTION log_insert_size() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      INSERT INTO insert_sizes SELECT TG_TABLE_NAME, count(*) FROM made; RETURN NULL; END $$`));
    for (const table of ['clients', 'records']) {
      await s.server.sql.rows(sql.raw(`CREATE TRIGGER log_insert_size AFTER INSERT ON ${table} REFERENCING NEW TABLE AS made
        FOR EACH STATEMENT EXECUTE FUNCTION log_insert_size()`));
    }
    const sizes = async (table: string) => (await s.server.sql.rows<{ n: number }>(sql`SELECT n FROM insert_sizes WHERE tbl = ${table}`)).map((row) => Number(row.n));
    try {
      const clients = await batch([post('client', clientBody()), post('CLIENT', clientBody()), post('Client', clientBody())], s.tokens.Reception);
      expect(clients.map((a) => a.status)).toEqual([201, 201, 201]);
      expect(await sizes('clients')).toEqual([3]);
      const clientId = clients[0]!.body.result!.id as number;
      const test = () => ({ testType: 2, ...allYes(screeningQuestions), needFollowup: null, adminOpinion: null, localId: randomUUID() });
      const tests = await batch([
        post(`screening/${clientId}`, test()), post(`SCREENING/00${clientId}`, test()),
        // Not an id idParam reads: refused as its own call refuses it, and made by none.
        post('Screening/abc', test()), post(`Screening/${'9'.repeat(10)}`, test()),
      ], s.tokens.screening);
      expect(tests.map((a) => a.status)).toEqual([201, 201, 400, 400]);
      expect(await sizes('records')).toEqual([2]);
    } finally {
      for (const table of ['clients', 'records']) await s.server.sql.rows(sql.raw(`DROP TRIGGER log_insert_size ON ${table}`));
    }
  });

  it('lets two tablets racing with the same national codes make each client once', async () => {
    const codes = Array.from({ length: 20 }, () => clientBody().nationalCode);
    const from = (token: string) => batch(codes.map((nationalCode) => post('Client', clientBody({ nationalCode }))), token);
    const [reception, kiosk] = await Promise.all([from(s.tokens.Reception), from(s.tokens.Kiosk)]);
    for (const [i, code] of codes.entries()) {
      expect([reception[i]!.status, kiosk[i]!.status].sort(), code).toEqual([201, 409]);
      const found = await call<{ id: number }>(s.server.apiUrl, 'POST', 'Client/search', { token: s.tokens.Reception, body: { nationalCode: code } });
      expect(found.body.result.id).toBe([reception[i]!, kiosk[i]!].find((a) => a.status === 201)!.body.result!.id);
    }
  });
});
