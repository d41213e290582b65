// sync/batch: each operation answered as its own call would be — a refusal of one
// does not stop the others, idempotency keys hold across a replayed batch, If-Match and the role
// check apply per operation, and a batch cannot reach another batch or an account call.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { batchLimit, type BatchAnswer } from '../../src/domain/schemas/batch';
import { messages } from '../../src/domain/messages';
import { call } from './http';
import { clientBody, createClient, serverWithTokens } from './fixtures';

const s = serverWithTokens();

type Envelope = { message: string; result: { id?: number; version?: number } | null; errors?: Record<string, string> };
const batch = (operations: unknown[], token = s.tokens.Reception) =>
  call<{ answers: (BatchAnswer & { body: Envelope })[] }>(s.server.apiUrl, 'POST', 'sync/batch', { token, body: { operations } });
const create = (body: Record<string, unknown>) => ({ method: 'post', path: 'Client', idempotencyKey: randomUUID(), body });

describe('sync/batch', () => {
  it('answers each write as its own call: a refusal stops none of the others', async () => {
    const first = clientBody();
    const second = clientBody();
    const operations = [create(first), create(clientBody({ nationalCode: '0012345678' })), create(second)];
    const answer = await batch(operations);
    expect(answer.status).toBe(200);
    const [a, b, c] = answer.body.result.answers;
    expect([a!.status, b!.status, c!.status]).toEqual([201, 400, 201]);
    expect(b!.body.errors).toEqual({ nationalCode: messages.nationalCodeInvalid });
    for (const [sent, got] of [[first, a!], [second, c!]] as const) {
      const found = await call<{ id: number }>(s.server.apiUrl, 'POST', 'Client/search', { token: s.tokens.Reception, body: { nationalCode: sent.nationalCode } });
      expect(found.body.result.id).toBe(got.body.result!.id);
    }

    // The same batch again (the tablet never heard the answer): the same answers, no new rows.
    const again = await batch(operations);
    expect(again.body.result.answers.map((x) => [x.status, x.body.result?.id])).toEqual(answer.body.result.answers.map((x) => [x.status, x.body.result?.id]));
    const total = (await call(s.server.apiUrl, 'GET', 'client/6/1', { token: s.tokens.Reception })).body.pagination!.total;
    await batch(operations);
    expect((await call(s.server.apiUrl, 'GET', 'client/6/1', { token: s.tokens.Reception })).body.pagination!.total).toBe(total);
  });

  it('applies If-Match and the role check per operation', async () => {
    const id = await createClient(s.server, s.tokens.Reception);
    const edit = (ifMatch: number, firstName: string) => ({ method: 'put', path: `Client/${id}`, idempotencyKey: randomUUID(), ifMatch, body: { ...clientBody(), firstName } });
    const stale = await batch([edit(1, 'سارا'), edit(1, 'نرگس')]);
    expect(stale.body.result.answers.map((x) => x.status)).toEqual([200, 409]);
    const consult = { method: 'post', path: `Consultation/${id}`, idempotencyKey: randomUUID(), body: { consultType: 1, consultantName: 'دکتر رضایی', counselingText: 'متن', localId: randomUUID() } };
    const byReception = await batch([consult]);
    expect(byReception.body.result.answers[0]!.status).toBe(403);
    expect((await batch([consult], s.tokens.Consultation)).body.result.answers[0]!.status).toBe(201);
  });

  it('keeps a kiosk to its own clients', async () => {
    const staffClient = await createClient(s.server, s.tokens.Reception);
    const answer = await batch([
      create(clientBody({ isPersonnel: true })),
      { method: 'post', path: 'Client/submit', idempotencyKey: randomUUID(), body: { id: staffClient } },
    ], s.tokens.Kiosk);
    expect(answer.body.result.answers.map((x) => x.status)).toEqual([201, 404]);
  });

  it('refuses what is not a replayable write, and more than the limit, with 400', async () => {
    const refused = [
      [{ method: 'post', path: 'sync/batch', idempotencyKey: 'k1', body: { operations: [] } }],
      [{ method: 'post', path: 'Account/login', idempotencyKey: 'k2', body: { userName: 'reception', password: 'x' } }],
      [{ method: 'post', path: '../health', idempotencyKey: 'k3' }],
      [{ method: 'get', path: 'client/6/1', idempotencyKey: 'k4' }],
      [{ method: 'post', path: 'Client', idempotencyKey: 'k5\u0000', body: clientBody() }],
      Array.from({ length: batchLimit + 1 }, () => create(clientBody())),
      [],
    ];
    for (const operations of refused) {
      const answer = await batch(operations);
      expect(answer.status, JSON.stringify(operations[0])).toBe(400);
      expect(answer.body.errors).toBeDefined();
    }
    expect((await call(s.server.apiUrl, 'POST', 'sync/batch', { body: { operations: [create(clientBody())] } })).status).toBe(401);
  });
});
