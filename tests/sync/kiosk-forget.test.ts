// @vitest-environment node
// Against the real server: turning a staff tablet into a kiosk is refused while
// anything waits and then wipes every table in one go; a kiosk keeps a visitor's intake only
// until the server has it once the visitor left (submitted, abandoned, cancelled), merges
// included; the service worker's replay obeys the same rule; the kiosk's national-code lookup
// and the staff form's give up on a silent server after about 3 s.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { configureApi } from '../../src/api/config';
import { createTransport } from '../../src/api/outbox-transport';
import {
  addDocument, closeKioskIntakes, createClient, handOverKioskWork, kioskRefusalCount, localDb, rememberOnlineSignIn, resendRefused,
  setOutboxUser, storeKioskCopy, storeSessionCopy, submitClient, wipeForKiosk, type ClinicDb,
} from '../../src/db/index';
import { createSyncEngine } from '../../src/sync/index';
import { findExistingClient } from '../../src/features/clients/register-client';
import { lookUpVisitor } from '../../src/features/intake/look-up-visitor';
import { replayFromWorker } from '../../src/sync/worker-replay';
import { useKioskStore } from '../../src/state/kiosk-mode';
import type { TestServer } from '../server/harness';
import { clientFields, pngBytes } from '../unit/db-fixtures';
import { startFaultProxy } from './fault-proxy';
import { makeTablet, serverForFile, serverGet, signIn } from './tablet';

let server: TestServer;
let staff: string;
let kioskToken: string;

async function post(path: string, body: unknown, token = staff): Promise<{ status: number; result: { id: number } }> {
  const answer = await fetch(`${server.apiUrl}${path}`, {
    method: 'POST', headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  return { status: answer.status, result: ((await answer.json()) as { result: { id: number } }).result };
}

async function uploadPhoto(clientId: number): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([pngBytes(4096)], { type: 'image/png' }), 'card.png');
  const answer = await fetch(`${server.apiUrl}Client/upload/${clientId}/3`, { method: 'POST', headers: { Authorization: `Bearer ${staff}` }, body: form });
  expect(answer.status).toBeLessThan(300);
}

const counts = async (db: ClinicDb) => Object.fromEntries(await Promise.all(db.tables.map(async (t) => [t.name, await t.count()] as const)));

serverForFile({ signIn: 'reception' }, async (file) => {
  ({ server, token: staff } = file);
  const issued = await fetch(`${server.apiUrl}Account/kiosk`, {
    method: 'POST', headers: { Authorization: `Bearer ${staff}`, 'content-type': 'application/json' }, body: JSON.stringify({ deviceName: 'ورودی' }),
  });
  kioskToken = ((await issued.json()) as { result: { token: string } }).result.token;
});

describe('turning a staff tablet into a kiosk', () => {
  it('is refused while anything waits, touching nothing; once all is sent every table is emptied', async () => {
    const known = await post('Client', clientFields(1501));
    await uploadPhoto(known.result.id);
    const tablet = makeTablet(server.apiUrl, staff);
    await tablet.engine.syncNow(); // the pull brings the server's clients and their documents
    await createClient(tablet.db, clientFields(1502)); // waiting
    await createClient(tablet.db, clientFields(1501, { firstName: 'سارا' })); // will merge (409)
    await rememberOnlineSignIn(tablet.db, { userName: 'reception', userId: '2', role: 'Reception', fullName: 'پذیرش', password: 'demo1234' });
    await storeSessionCopy(tablet.db, { token: staff, userId: '2', role: 'Reception' });
    const before = await counts(tablet.db);
    expect(before).toMatchObject({ clients: 3, documents: 1, offlineVerifiers: 1, syncState: 1 });

    expect(await wipeForKiosk(tablet.db)).toEqual({ ok: false, unsent: { waiting: 2, failed: 0, conflict: 0 } });
    expect(await counts(tablet.db)).toEqual(before);

    const report = await tablet.engine.syncNow();
    expect(report).toMatchObject({ done: 1, merges: 1 });
    expect(await tablet.db.merges.count()).toBe(1);
    expect(await wipeForKiosk(tablet.db)).toEqual({ ok: true });
    const after = await counts(tablet.db);
    for (const [table, n] of Object.entries(after)) expect({ table, n }).toEqual({ table, n: 0 });
  });
});

describe('a kiosk forgets each visitor once the server has the intake', () => {
  it('an abandoned intake stays while the visitor may be there, and goes once closed and sent', async () => {
    const kiosk = makeTablet(server.apiUrl, kioskToken, { kiosk: true });
    const left = await createClient(kiosk.db, clientFields(1503));
    await addDocument(kiosk.db, left, 'identity', 3, { bytes: pngBytes(2048), mime: 'image/png' });
    expect(await kiosk.engine.syncNow()).toMatchObject({ done: 2, pulled: 0 });
    expect(await kiosk.db.clients.count()).toBe(1); // not closed: the visitor may still be at the documents

    const current = await createClient(kiosk.db, clientFields(1504));
    expect(await closeKioskIntakes(kiosk.db, current)).toBe(1); // the one on screen stays
    expect((await kiosk.db.clients.toArray()).map((c) => c.localId)).toEqual([current]);
    expect(await kiosk.db.documents.count()).toBe(0);
    expect((await kiosk.db.outbox.toArray()).map((e) => e.chain)).toEqual([current]);
    const found = await post('Client/search', { nationalCode: clientFields(1503).nationalCode });
    expect(await serverGet<unknown[]>(server.apiUrl, staff, `client/documentlist/${found.result.id}`)).toHaveLength(1);
  });

  it('closed before it was sent: kept unread until the server has it, merge record included, then gone', async () => {
    const kiosk = makeTablet(server.apiUrl, kioskToken, { kiosk: true });
    const existing = await post('Client', clientFields(1505));
    const visitor = await createClient(kiosk.db, clientFields(1505, { firstName: 'نرگس' })); // the server knows the code
    await addDocument(kiosk.db, visitor, 'personal', 1, { bytes: pngBytes(2048), mime: 'image/png' });
    const submitted = await createClient(kiosk.db, clientFields(1506));
    await submitClient(kiosk.db, submitted);
    kiosk.token.value = undefined; // the server cannot be reached with it yet: a 401 pause
    await kiosk.engine.syncNow();
    expect(await closeKioskIntakes(kiosk.db)).toBe(0); // nothing is on the server yet: all kept
    expect(await kiosk.db.outbox.count()).toBe(4);

    kiosk.token.value = kioskToken;
    expect(await kiosk.engine.resume()).toMatchObject({ merges: 1, done: 3, pulled: 0 });
    expect(await counts(kiosk.db)).toMatchObject({ clients: 0, documents: 0, outbox: 0, merges: 0 });
    expect(await serverGet<unknown[]>(server.apiUrl, staff, `client/personal/documentlist/${existing.result.id}`)).toHaveLength(1);
    const kept = await serverGet<{ firstName: string }>(server.apiUrl, staff, `Client/${existing.result.id}`);
    expect(kept.firstName).toBe('مریم'); // the server's record stays as it was
  });

  it("the service worker's replay on a kiosk forgets too, and pulls nothing", async () => {
    const db = makeTablet(server.apiUrl, kioskToken).db;
    const visitor = await createClient(db, clientFields(1507));
    await closeKioskIntakes(db);
    await storeKioskCopy(db, kioskToken);
    // Sealed at rest under the kiosk's own key, which the worker opens unattended.
    expect(JSON.stringify(await db.syncState.get('main'))).not.toContain(kioskToken.split('.')[2]);
    const report = await replayFromWorker(server.url, db);
    expect(report).toMatchObject({ done: 1, pulled: 0 });
    expect(await db.clients.get(visitor)).toBeUndefined();
    expect(await counts(db)).toMatchObject({ clients: 0, outbox: 0, syncState: 1 });
    expect((await db.syncState.get('main'))?.cursor).toBeUndefined();
  });
});

describe('lookups in a form give up on a silent server after about 3 s', () => {
  it('the kiosk asks the server alone and holds only the id of a known visitor', async () => {
    const proxy = await startFaultProxy(server.url);
    configureApi({ baseUrl: proxy.apiUrl, getToken: () => staff, timeoutMs: 30_000 });
    useKioskStore.setState({ device: { deviceName: 'ورودی', expiresAt: Date.now() + 3_600_000 }, token: kioskToken });
    const db = localDb();
    await db.open();
    await createClient(db, clientFields(1508)); // on the tablet, never on the server: not looked up here
    expect(await lookUpVisitor(clientFields(1508).nationalCode)).toBe('new');

    const known = await post('Client', clientFields(1509));
    expect(await lookUpVisitor(clientFields(1509).nationalCode)).toBe('known');
    const held = await db.clients.where('serverId').equals(known.result.id).first();
    expect(held).toMatchObject({ nationalCode: '', inAll: 0, fields: { firstName: '', lastName: '', nationalCode: '' } });

    proxy.decide = () => 'hang';
    let started = Date.now();
    expect(await lookUpVisitor(clientFields(1509).nationalCode)).toBe('new');
    const kioskWait = Date.now() - started;
    started = Date.now();
    expect(await findExistingClient(clientFields(1510).nationalCode)).toBeUndefined();
    const staffWait = Date.now() - started;
    expect(proxy.injected.hang).toBe(2);
    for (const waited of [kioskWait, staffWait]) {
      expect(waited).toBeGreaterThanOrEqual(2_900);
      expect(waited).toBeLessThan(4_500);
    }
    useKioskStore.setState({ device: null, token: null });
    await proxy.close();
  });
});

describe('an intake the server refused at a kiosk', () => {
  it('stays, counted but unreadable, until a staff member unlocks the tablet; then it is theirs to correct and send', async () => {
    const kiosk = makeTablet(server.apiUrl, kioskToken, { kiosk: true });
    setOutboxUser(undefined); // a kiosk writes as nobody
    // A queue may hold a wrong check digit an earlier app let through: the server refuses this one.
    const refused = await createClient(kiosk.db, { ...clientFields(1601), nationalCode: '0012345678' });
    const fine = await createClient(kiosk.db, clientFields(1602));
    await closeKioskIntakes(kiosk.db); // both visitors left
    await kiosk.engine.syncNow();
    expect(await kioskRefusalCount(kiosk.db)).toBe(1);
    expect((await kiosk.db.clients.toArray()).map((c) => c.localId)).toEqual([refused]); // the other forgotten once sent
    expect(await kiosk.db.clients.get(fine)).toBeUndefined();
    kiosk.engine.stop();

    const reception = await signIn(server.apiUrl, 'reception');
    expect(await handOverKioskWork(kiosk.db, { userId: reception.userId, fullName: reception.fullName })).toBe(1);
    expect(await kioskRefusalCount(kiosk.db)).toBe(0);
    const [entry] = await kiosk.db.outbox.toArray();
    expect(entry).toMatchObject({ state: 'failed', userId: reception.userId, authorName: reception.fullName });

    await resendRefused(kiosk.db, entry!.id, { ...clientFields(1601) });
    const staffEngine = createSyncEngine({
      db: kiosk.db, author: reception.userId, scope: reception.role,
      transport: createTransport({ baseUrl: server.apiUrl, getToken: () => reception.token }),
    });
    await staffEngine.syncNow();
    staffEngine.stop();
    const found = await post('Client/search', { nationalCode: clientFields(1601).nationalCode });
    expect(found.status).toBe(200);
    expect((await kiosk.db.clients.get(refused))?.serverId).toBe(found.result.id);
  });
});
