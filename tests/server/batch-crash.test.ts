// kill -9 in the middle of a batch (issue 13): the first write committed, the second never ran,
// the tablet heard nothing. The tablet replays the whole batch with the same keys: the first
// answers from its idempotency record (the same id), the second runs as new; one client each.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareTestDatabase, type TestDatabase } from './harness';
import { call } from './http';
import { clientBody } from './fixtures';
import { startChildServer, type ChildServer } from './server-child-process';

let database: TestDatabase | undefined;
let running: ChildServer | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
  await database?.drop();
  database = undefined;
});

describe('a batch killed after its first write', () => {
  it('is replayed whole: one client per write, the first with the id it got before the crash', async () => {
    database = await prepareTestDatabase();
    running = await startChildServer(database, { CLINIC_TEST_PAUSE: 'batch-first-answered' });
    const token = (await call<{ token: string }>(running.apiUrl, 'POST', 'Account/login', { body: { userName: 'reception', password: 'demo1234' } })).body.result.token;
    const bodies = [clientBody(), clientBody()];
    const operations = bodies.map((body) => ({ method: 'post', path: 'Client', idempotencyKey: randomUUID(), body }));
    const sent = call(running.apiUrl, 'POST', 'sync/batch', { token, body: { operations } }).catch((error: unknown) => error);
    await running.printed('paused:batch-first-answered');
    await running.kill9();
    expect(await sent).toBeInstanceOf(Error); // the tablet heard nothing

    running = await startChildServer(database);
    const search = async (nationalCode: string) => (await call<{ id: number }>(running!.apiUrl, 'POST', 'Client/search', { token, body: { nationalCode } }));
    const before = await search(bodies[0]!.nationalCode);
    expect(before.status).toBe(200); // committed before the kill
    expect((await search(bodies[1]!.nationalCode)).status).toBe(404);

    const replay = await call<{ answers: { status: number; body: { result: { id: number } } }[] }>(running.apiUrl, 'POST', 'sync/batch', { token, body: { operations } });
    expect(replay.body.result.answers.map((a) => a.status)).toEqual([201, 201]);
    expect(replay.body.result.answers[0]!.body.result.id).toBe(before.body.result.id);
    expect((await search(bodies[1]!.nationalCode)).body.result.id).toBe(replay.body.result.answers[1]!.body.result.id);
    const total = (await call(running.apiUrl, 'GET', 'client/6/1', { token })).body.pagination!.total;
    expect(total).toBe(2);
  });
});
