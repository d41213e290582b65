// A JSON body of the wrong kind is refused: `[]` where a set of fields is declared made a record
// (valibot's object schemas take arrays, and every field of most examination types has a
// default), and fields where a list is declared get the same clear Persian 400. Nothing is stored.
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { requestShapeText } from '../../src/domain/request-shape-text';
import { allRoutes } from '../../server/routes/index';
import { call } from './http';
import { createClient, serverWithTokens } from './fixtures';

const s = serverWithTokens();

const examsOf = async (clientId: number) =>
  (await call<unknown[]>(s.server.apiUrl, 'GET', `Covered/${clientId}/exams`, { token: s.tokens.Research })).body.result;

describe('a body of the wrong JSON kind', () => {
  it('[] where an examination is declared: 400 with the Persian message, no record', async () => {
    const clientId = await createClient(s.server, s.tokens.Reception);
    const answer = await call(s.server.apiUrl, 'POST', `Covered/${clientId}/exam/2`, { token: s.tokens.Research, body: [] });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ statusCode: 400, message: requestShapeText.objectExpected, errors: { _: requestShapeText.objectExpected }, result: null });
    expect(await examsOf(clientId)).toEqual([]);
  });

  it('[] as a create inside sync/batch: refused the same, no record', async () => {
    const clientId = await createClient(s.server, s.tokens.Reception);
    const operations = [{ method: 'post', path: `Covered/${clientId}/exam/3`, body: [], idempotencyKey: randomUUID() }];
    const answer = await call<{ answers: { status: number; body: { errors?: Record<string, string> } }[] }>(s.server.apiUrl, 'POST', 'sync/batch', { token: s.tokens.Research, body: { operations } });
    expect(answer.status).toBe(200);
    expect(answer.body.result.answers[0]).toMatchObject({ status: 400, body: { errors: { _: requestShapeText.objectExpected } } });
    expect(await examsOf(clientId)).toEqual([]);
  });

  it('fields where a list is declared: 400 naming the field', async () => {
    const answer = await call(s.server.apiUrl, 'POST', 'sync/batch', { token: s.tokens.Research, body: { operations: { 0: { method: 'delete', path: 'Client/1', idempotencyKey: randomUUID() } } } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ operations: requestShapeText.arrayExpected });
  });

  it('every route that takes a JSON object refuses []', async () => {
    const clientId = await createClient(s.server, s.tokens.Reception);
    for (const route of allRoutes.filter((r) => r.body)) {
      const path = route.path.replace('{type}', '2').replace(/\{\w+\}/g, String(clientId));
      const answer = await call(s.server.apiUrl, route.method.toUpperCase(), path, { token: s.tokens.SuperAdmin, body: [] });
      expect([answer.status, answer.body.errors], `${route.method} ${route.path}`).toEqual([400, { _: requestShapeText.objectExpected }]);
    }
    expect(await examsOf(clientId)).toEqual([]);
  });
});
