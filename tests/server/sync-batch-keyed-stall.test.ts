// A sync/batch with its own Idempotency-Key holds no transaction across its entries: the key's
// transaction held PGlite's one connection (every other person's read waited) and, on
// PostgreSQL, the change log's lock (every other writer waited) for the whole batch, 2.5 s and
// 4.3 s for 100 entries. Here a keyed batch of 100 stops once its first writes are answered
// (CLINIC_TEST_PAUSE=batch-first-answered), and another person's read and write are answered
// meanwhile.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { batchLimit } from '../../src/domain/schemas/batch';
import { prepareTestDatabase } from './harness';
import { call } from './http';
import { clientBody } from './fixtures';
import { childServerEach } from './child-server-each';
import { startChildServer } from './server-child-process';
import { within } from './within';

const scene = childServerEach();

async function signIn(apiUrl: string, userName: string) {
  return (await call<{ token: string }>(apiUrl, 'POST', 'Account/login', { body: { userName, password: 'demo1234' } })).body.result.token;
}

describe('a keyed batch of 100 at work', () => {
  it('holds nothing another person waits on: a read and a write are answered meanwhile', async () => {
    scene.database = await prepareTestDatabase();
    scene.running = await startChildServer(scene.database, { CLINIC_TEST_PAUSE: 'batch-first-answered' });
    const reception = await signIn(scene.running.apiUrl, 'reception');
    const screening = await signIn(scene.running.apiUrl, 'screening');
    const operations = Array.from({ length: batchLimit }, () => ({ method: 'post', path: 'Client', idempotencyKey: randomUUID(), body: clientBody() }));
    void call(scene.running.apiUrl, 'POST', 'sync/batch', { token: reception, body: { operations }, headers: { 'idempotency-key': randomUUID() } }).catch(() => undefined);
    await scene.running.printed('paused:batch-first-answered');

    const read = await within(10, call(scene.running.apiUrl, 'GET', 'client/6/1', { token: screening }));
    expect(read.status).toBe(200);
    // The batch's creates are answered and committed before it goes on: another person sees them.
    expect(read.body.pagination!.total).toBe(batchLimit);
    const write = await within(10, call(scene.running.apiUrl, 'POST', 'Client', { token: screening, body: clientBody() }));
    expect(write.status).toBe(201);
    // The stopped batch never ends; its process goes with it.
    await scene.running.kill9();
  });
});
