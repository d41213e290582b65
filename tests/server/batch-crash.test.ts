// kill -9 in the middle of a batch, at each window: inside the transaction that applies
// its creates together (nothing of them committed), after that commit and before the writes that
// go one by one, and after the first of those. The tablet heard nothing each time and replays the
// whole batch with the same keys: what committed answers from its idempotency record (the same
// id, the same version), the rest runs as new; one row per write, each edit applied once.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { prepareTestDatabase } from './harness';
import { call } from './http';
import { clientBody } from './fixtures';
import { childServerEach } from './child-server-each';
import { startChildServer } from './server-child-process';

const scene = childServerEach();

type Answers = { answers: { status: number; body: { result: { id: number; version?: number } } }[] };
const apiUrl = () => scene.running!.apiUrl;

/** A server paused at `point`; the token and one client made before the batch. */
async function pausedServer(point: string) {
  scene.database = await prepareTestDatabase();
  scene.running = await startChildServer(scene.database, { CLINIC_TEST_PAUSE: point });
  const token = (await call<{ token: string }>(apiUrl(), 'POST', 'Account/login', { body: { userName: 'reception', password: 'demo1234' } })).body.result.token;
  const made = async () => (await call<{ id: number }>(apiUrl(), 'POST', 'Client', { token, body: clientBody() })).body.result.id;
  return { token, made };
}

/** Sends the batch, kills the server where it paused, and starts it again on the same data. */
async function killedAt(point: string, token: string, operations: unknown[]): Promise<void> {
  const sent = call(apiUrl(), 'POST', 'sync/batch', { token, body: { operations } }).catch((error: unknown) => error);
  await scene.running!.printed(`paused:${point}`);
  await scene.running!.kill9();
  expect(await sent).toBeInstanceOf(Error); // the tablet heard nothing
  scene.running = await startChildServer(scene.database!);
}

const create = (body: Record<string, unknown>) => ({ method: 'post', path: 'Client', idempotencyKey: randomUUID(), body });
const edit = (id: number, firstName: string) => ({ method: 'put', path: `Client/${id}`, idempotencyKey: randomUUID(), ifMatch: 1, body: { ...clientBody(), firstName } });
const search = async (token: string, nationalCode: string) => call<{ id: number }>(apiUrl(), 'POST', 'Client/search', { token, body: { nationalCode } });
const total = async (token: string) => (await call(apiUrl(), 'GET', 'client/6/1', { token })).body.pagination!.total;
const replay = async (token: string, operations: unknown[]) => (await call<Answers>(apiUrl(), 'POST', 'sync/batch', { token, body: { operations } })).body.result.answers;

describe('a batch killed half-way', () => {
  it('inside the transaction of its creates: none of them is there, and the replay makes each once', async () => {
    const { token } = await pausedServer('batch-set-applied');
    const bodies = [clientBody(), clientBody()];
    const operations = bodies.map(create);
    await killedAt('batch-set-applied', token, operations);
    for (const body of bodies) expect((await search(token, body.nationalCode)).status).toBe(404);

    const answers = await replay(token, operations);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    for (const [i, body] of bodies.entries()) expect((await search(token, body.nationalCode)).body.result.id).toBe(answers[i]!.body.result.id);
    expect(await total(token)).toBe(2);
  });

  it('after its creates committed: they answer from their keys, the edit after them runs once', async () => {
    const { token, made } = await pausedServer('batch-first-answered');
    const edited = await made();
    const bodies = [clientBody(), clientBody()];
    const operations = [create(bodies[0]!), edit(edited, 'سارا'), create(bodies[1]!)];
    await killedAt('batch-first-answered', token, operations);
    const before = await Promise.all(bodies.map(async (body) => (await search(token, body.nationalCode)).body.result.id));
    expect((await call<{ version: number }>(apiUrl(), 'GET', `Client/${edited}`, { token })).body.result.version).toBe(1);

    const answers = await replay(token, operations);
    expect(answers.map((a) => a.status)).toEqual([201, 200, 201]);
    expect([answers[0]!.body.result.id, answers[2]!.body.result.id]).toEqual(before);
    const stored = await call<{ version: number; firstName: string }>(apiUrl(), 'GET', `Client/${edited}`, { token });
    expect([stored.body.result.version, stored.body.result.firstName]).toEqual([2, 'سارا']);
    expect(await total(token)).toBe(3);
  });

  it('after its first one-by-one write: that one answers from its key, the next runs as new', async () => {
    const { token, made } = await pausedServer('batch-first-answered');
    const [first, second] = [await made(), await made()];
    const operations = [edit(first, 'سارا'), edit(second, 'نرگس')];
    await killedAt('batch-first-answered', token, operations);
    const version = async (id: number) => (await call<{ version: number }>(apiUrl(), 'GET', `Client/${id}`, { token })).body.result.version;
    expect([await version(first), await version(second)]).toEqual([2, 1]);

    const answers = await replay(token, operations);
    // Each edit applied once: the first's kept answer, not a 409 against the version it made.
    expect(answers.map((a) => [a.status, a.body.result.version])).toEqual([[200, 2], [200, 2]]);
    expect([await version(first), await version(second)]).toEqual([2, 2]);
  });
});
