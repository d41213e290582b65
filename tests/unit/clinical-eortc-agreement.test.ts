// @vitest-environment node
// The EORTC scores the app shows equal the ones the server computes for the same answers: the app
// saves a test through its own form logic (saveEortcTest → outbox entry), the entry's payload goes
// to the real server over HTTP, and the server's scores must match the app's for every scale.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ClinicDb, createClient } from '../../src/db/index';
import { scoreEortc, type EortcAnswers, type EortcScores } from '../../src/domain/eortc';
import { localDay } from '../../src/domain/clinical-dates';
import { eortcQuestions } from '../../src/domain/schemas/clinical';
import { saveEortcTest, type EortcValues } from '../../src/features/helper/save-eortc-test';
import { clientBody } from '../server/fixtures';
import { startTestServer, type TestServer } from '../server/harness';
import { call } from '../server/http';
import { clientFields } from './db-fixtures';

let server: TestServer;
let token: string;
let clientId: number;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('helper', 'demo1234');
  const created = await call<{ id: number }>(server.apiUrl, 'POST', 'Client', { token, body: clientBody() });
  clientId = created.body.result.id;
}, 120_000);
afterAll(async () => server?.close());

const answersArb = fc.tuple(fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 28, maxLength: 28 }), fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 }))
  .map(([first, q29, q30]) => Object.fromEntries([...first, q29, q30].map((value, i) => [eortcQuestions[i], value])) as EortcValues);

describe('EORTC scores: app and server agree', () => {
  test('for the extremes and 25 random answer sets', { timeout: 120_000 }, async () => {
    const db = new ClinicDb(`eortc-agreement-${Date.now()}`);
    const clientLocalId = await createClient(db, clientFields(3));
    const samples = [
      Object.fromEntries(eortcQuestions.map((q) => [q, 1])) as EortcValues,
      Object.fromEntries(eortcQuestions.map((q, i) => [q, i >= 28 ? 7 : 4])) as EortcValues,
      ...fc.sample(answersArb, { numRuns: 25, seed: 6 }),
    ];
    for (const values of samples) {
      const result = await saveEortcTest(clientLocalId, values, localDay(), db);
      expect(result.ok).toBe(true);
      const localId = result.ok ? result.localId : '';
      const entry = (await db.outbox.where('localId').equals(localId).first())!;
      const row = (await db.helperTests.get(localId))!;
      const appScores = scoreEortc(row.payload as EortcAnswers);
      const answer = await call<{ scores: EortcScores }>(server.apiUrl, 'POST', `Helper/${clientId}/eortc`, { token, body: entry.payload });
      expect(answer.status).toBe(201);
      expect(answer.body.result.scores).toEqual(appScores);
    }
    db.close();
  });
});
