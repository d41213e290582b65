// @vitest-environment node
// One tablet, several people (design.md "Who is at the tablet"): an outbox entry goes only with
// its author's token; each role pulls its own scope from its own cursor; a tablet back from
// hours offline sends at once; a clock set back strands nothing.
import 'fake-indexeddb/auto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient, setOutboxUser } from '../../src/db/index';
import { watchOutboxAdds } from '../../src/db/outbox/watch-adds';
import { createTransport } from '../../src/api/outbox-transport';
import { createSyncEngine } from '../../src/sync/index';
import type { TestServer } from '../server/harness';
import { clientFields } from '../unit/db-fixtures';
import type { FaultProxy } from './fault-proxy';
import { screeningAnswers } from './fixtures';
import { makeTablet, seededRandom, serverForFile, serverGet, signIn, testClock, untilClientsTaken, type SignedIn, type Tablet } from './tablet';

let server: TestServer;
let proxy: FaultProxy;
let reception: SignedIn;
let screening: SignedIn;
serverForFile({ proxy: true }, async (file) => {
  ({ server, proxy } = file);
  reception = await signIn(server.apiUrl, 'reception');
  screening = await signIn(server.apiUrl, 'screening');
});
afterAll(() => setOutboxUser(undefined));

/** The tablet's engine for whoever is signed in now: their token, their entries, their scope. */
function signedInAs(tablet: Tablet, person: SignedIn, apiUrl = server.apiUrl) {
  setOutboxUser({ userId: person.userId, fullName: person.fullName });
  tablet.engine.stop();
  tablet.engine = createSyncEngine({
    db: tablet.db, clock: tablet.clock, random: seededRandom(),
    transport: createTransport({ baseUrl: apiUrl, getToken: () => person.token, timeoutMs: 2_000 }),
    author: person.userId, scope: person.role,
  });
  return tablet.engine;
}

const onServer = async (code: string) => (await fetch(`${server.apiUrl}Client/search`, {
  method: 'POST', headers: { Authorization: `Bearer ${reception.token}`, 'content-type': 'application/json' },
  body: JSON.stringify({ nationalCode: code }),
})).status === 200;

describe('the queue belongs to its author', () => {
  it('sends A\'s intake only once A signs in, never with B\'s token', async () => {
    const tablet = makeTablet(server.apiUrl, undefined);
    signedInAs(tablet, reception);
    await createClient(tablet.db, clientFields(1201)); // A's work, queued (say, offline)
    const engineOfB = signedInAs(tablet, screening); // shift change: B signs in
    await createClient(tablet.db, clientFields(1202));
    const report = await engineOfB.syncNow();
    expect(report).toMatchObject({ sent: 1, done: 1 });
    expect(await onServer(clientFields(1202).nationalCode)).toBe(true);
    expect(await onServer(clientFields(1201).nationalCode)).toBe(false);
    const [waiting] = await tablet.db.outbox.where('state').equals('pending').toArray();
    expect(waiting).toMatchObject({ userId: reception.userId, authorName: reception.fullName, attempts: 0 });

    const engineOfA = signedInAs(tablet, reception); // A comes back
    expect(await engineOfA.syncNow()).toMatchObject({ sent: 1, done: 1 });
    expect(await onServer(clientFields(1201).nationalCode)).toBe(true);
    // The server remembers each write under the identity that sent it: A's key under A.
    const owners = await server.sql.rows<{ owner: string }>(sql`SELECT owner FROM idempotency WHERE key = ${waiting!.id}`);
    expect(owners.map((o) => o.owner)).toEqual([`user:${reception.userId}`]);
    engineOfA.stop();
  });
});

describe('the pull follows the role', () => {
  it('gives a role never pulled here a full pull of its scope, whatever others pulled before', async () => {
    // On the server: a client with a screening test, made before anyone pulls on this tablet.
    const post = (path: string, body: unknown, token: string) => fetch(new URL(path, server.apiUrl), {
      method: 'POST', headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
    }).then(async (r) => ((await r.json()) as { result: { id: number } }).result);
    const client = await post('Client', clientFields(1210), reception.token);
    await post(`Screening/${client.id}`, screeningAnswers(), screening.token);

    const tablet = makeTablet(server.apiUrl, undefined);
    await signedInAs(tablet, reception).syncNow(); // reception's scope: clients, no screening tests
    expect(await tablet.db.screeningTests.count()).toBe(0);
    const engine = signedInAs(tablet, screening);
    const progress: { applied: number; first: boolean }[] = [];
    engine.subscribe((s) => s.pull && progress.push(s.pull));
    await engine.syncNow();
    expect(await tablet.db.screeningTests.count()).toBe(1);
    expect(progress[0]).toEqual({ applied: 0, first: true });
    const cursors = (await tablet.db.syncState.get('main'))?.cursors ?? {};
    expect(Object.keys(cursors).sort()).toEqual(['Reception', 'screening']);
    await engine.syncNow(); // a second pull of the same scope starts from its cursor
    expect(progress.at(-1)?.first).toBe(false);
    engine.stop();
  });
});

describe('back online means sending now', () => {
  it('counts no attempt while the server is unreachable, and sends everything at once when the network returns', async () => {
    const tablet = makeTablet(proxy.apiUrl, undefined, { timeoutMs: 500 });
    const engine = signedInAs(tablet, reception, proxy.apiUrl);
    for (let i = 0; i < 5; i++) await createClient(tablet.db, clientFields(1220 + i));
    await proxy.down();
    // Two hours of the tablet's own clock offline: a pass every few minutes, each refused.
    for (let minute = 0; minute < 120; minute += 4) {
      tablet.clock.advance(4 * 60_000);
      expect((await engine.syncNow()).stoppedBy).toBe('offline');
    }
    const entries = await tablet.db.outbox.toArray();
    expect(entries.every((e) => e.attempts === 0 && e.nextAttemptAt === 0)).toBe(true);
    expect(proxy.injected.refused).toBeGreaterThanOrEqual(30);
    await proxy.up();
    const report = await engine.syncNow({ fresh: true }); // what the 'online' event does
    expect(report).toMatchObject({ done: 5 });
    for (let i = 0; i < 5; i++) expect(await onServer(clientFields(1220 + i).nationalCode)).toBe(true);
    engine.stop();
  });

  it('makes an entry due when the tablet\'s clock is set back before its wait began', async () => {
    const tablet = makeTablet(proxy.apiUrl, undefined);
    const engine = signedInAs(tablet, reception, proxy.apiUrl);
    await createClient(tablet.db, clientFields(1230));
    proxy.decide = ({ n }) => (n > 0 ? 'status500' : undefined);
    expect((await engine.syncNow()).stoppedBy).toBe('retry');
    proxy.decide = () => undefined;
    const [deferred] = await tablet.db.outbox.toArray();
    expect(deferred!.nextAttemptAt).toBeGreaterThan(tablet.clock.now());
    tablet.clock.advance(-24 * 60 * 60_000); // the clock goes back a day (battery, a wrong setting)
    expect(await engine.syncNow()).toMatchObject({ done: 1 });
    engine.stop();
  });
});

describe('no polling', () => {
  it('sends a write made while the engine is idle, woken by the outbox itself', async () => {
    const tablet = makeTablet(server.apiUrl, undefined);
    setOutboxUser({ userId: reception.userId, fullName: reception.fullName });
    const engine = createSyncEngine({
      db: tablet.db, clock: testClock(), transport: createTransport({ baseUrl: server.apiUrl, getToken: () => reception.token }),
      author: reception.userId, scope: reception.role, watchOutbox: (onAdded) => watchOutboxAdds(tablet.db, onAdded),
    });
    await engine.start();
    const client = await createClient(tablet.db, clientFields(1240));
    expect(await untilClientsTaken(tablet.db, [client], 3_000)).toBe(1);
    expect(await tablet.db.outbox.count()).toBe(0);
    expect(await serverGet<unknown[]>(server.apiUrl, reception.token, 'client/6/1')).not.toHaveLength(0);
    engine.stop();
  });
});
