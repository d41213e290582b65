// @vitest-environment node
// The engine's life around the queue: a tab closed mid-request (entries left in flight), the
// kiosk that forgets a visitor once the server has the intake and never pulls, upload progress,
// the 401 pause that keeps everything, and the triggers (online, visible, service-worker message).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { addDocument, createClient, saveRecord, submitClient } from '../../src/db/index';
import { outboxSummary } from '../../src/db/outbox/summary';
import { attachTriggers, syncNowMessage } from '../../src/sync/index';
import type { TestServer } from '../server/harness';
import { clientFields, pngBytes } from '../unit/db-fixtures';
import { startFaultProxy } from './fault-proxy';
import { screeningAnswers } from './fixtures';
import { clientsTaken, makeTablet, serverForFile, serverGet, untilClientsTaken } from './tablet';

let server: TestServer;
let staff: string;
serverForFile({ signIn: 'reception' }, (file) => ({ server, token: staff } = file));

describe('sync engine lifecycle', () => {
  // Another tab died while the request was out: as the app leaves it (its seq in the sending
  // row), and as a tablet written before schema 3 may hold it (the entry written 'in-flight').
  it.each([['sending row', 800], ['entry written in flight', 809]])('recovers entries a closed tab left in flight while it runs, sending them once (%s)', async (how, n) => {
    const tablet = makeTablet(server.apiUrl, staff);
    const client = await createClient(tablet.db, clientFields(n));
    const [entry] = await tablet.db.outbox.toArray();
    if (how === 'sending row') await tablet.db.sending.put({ key: 'now', seqs: [entry!.seq!] });
    else await tablet.db.outbox.update(entry!.seq!, { state: 'in-flight', progress: 0 });
    // No reload: the next pass holds the replay lock, so no live tab has anything in flight.
    const report = await tablet.engine.syncNow();
    expect(report).toMatchObject({ sent: 1, done: 1 });
    expect((await tablet.db.clients.get(client))?.serverId).toBeDefined();
    expect((await serverGet<Array<{ nationalCode: string }>>(server.apiUrl, staff, 'client/6/1')).filter((c) => c.nationalCode === clientFields(n).nationalCode)).toHaveLength(1);
    expect(await tablet.db.sending.count()).toBe(0);
  });

  it('kiosk: forgets the visitor once the intake is on the server, and never pulls', async () => {
    const kioskToken = (await (await fetch(`${server.apiUrl}Account/kiosk`, {
      method: 'POST', headers: { Authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
      body: JSON.stringify({ deviceName: 'تبلت ورودی' }),
    })).json() as { result: { token: string } }).result.token;
    const kiosk = makeTablet(server.apiUrl, kioskToken, { kiosk: true });
    const client = await createClient(kiosk.db, clientFields(801));
    const progress: number[] = [];
    kiosk.engine.subscribe((s) => progress.push(...Object.values(s.progress)));
    await addDocument(kiosk.db, client, 'identity', 3, { bytes: pngBytes(4096), mime: 'image/png' });
    await submitClient(kiosk.db, client);
    const report = await kiosk.engine.syncNow();
    expect(report).toMatchObject({ done: 3, pulled: 0 });
    expect(progress).toContain(1); // the upload reported its progress
    expect(await kiosk.db.clients.count()).toBe(0);
    expect(await kiosk.db.documents.count()).toBe(0);
    expect(await kiosk.db.outbox.count()).toBe(0);
    expect((await kiosk.db.syncState.get('main'))?.cursors).toBeUndefined();
    const found = await serverGet<{ id: number }[]>(server.apiUrl, staff, 'client/6/1');
    expect(found.length).toBeGreaterThan(0);
  });

  it('pauses on 401 keeping the queue, and goes on after a new sign-in', async () => {
    const tablet = makeTablet(server.apiUrl, 'expired-token');
    const client = await createClient(tablet.db, clientFields(802));
    await saveRecord(tablet.db, 'screeningTest', client, screeningAnswers(), 2);
    const paused = await tablet.engine.syncNow();
    expect(paused.stoppedBy).toBe('pause');
    expect(tablet.engine.status().phase).toBe('needs-sign-in');
    expect((await tablet.engine.syncNow()).sent).toBe(0); // stays paused until resumed
    const summary = await outboxSummary(tablet.db);
    expect(summary).toMatchObject({ pending: 2, failed: 0 });
    expect((await tablet.db.outbox.toArray())[0]!.attempts).toBe(0);
    tablet.token.value = await server.login('screening', 'demo1234');
    expect((await tablet.engine.resume()).done).toBe(2);
  });

  it('replays on the online event, on returning to the tab and on the service worker message', async () => {
    const tablet = makeTablet(server.apiUrl, staff);
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden' as DocumentVisibilityState });
    const sw = new EventTarget();
    const detach = attachTriggers(tablet.engine, { window: win as Window, document: doc as unknown as Document, serviceWorker: sw as ServiceWorkerContainer });
    const made: string[] = [];
    // Taken, and the pass that took it ended: a client saved while that pass still ran (its push
    // loop looks for more work before it ends, then it pulls) went in the same pass, untriggered.
    const waitForDone = async () => {
      const taken = await untilClientsTaken(tablet.db, made);
      for (let i = 0; i < 100 && tablet.engine.status().phase !== 'idle'; i++) await new Promise((r) => setTimeout(r, 20));
      return taken;
    };
    const idle = async () => {
      await new Promise((r) => setTimeout(r, 150));
      return clientsTaken(tablet.db, made);
    };
    expect(await idle()).toBe(0); // the start pass found nothing
    made.push(await createClient(tablet.db, clientFields(803)));
    expect(await idle()).toBe(0); // nothing moves without a trigger (the timer is the test's)
    win.dispatchEvent(new Event('online'));
    expect(await waitForDone()).toBe(1);
    made.push(await createClient(tablet.db, clientFields(804)));
    expect(await idle()).toBe(1);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(await waitForDone()).toBe(2);
    made.push(await createClient(tablet.db, clientFields(805)));
    expect(await idle()).toBe(2);
    sw.dispatchEvent(new MessageEvent('message', { data: { type: syncNowMessage } }));
    expect(await waitForDone()).toBe(3);
    detach();
    expect(tablet.engine.status().phase).toBe('stopped');
  });

  it('the network back while a pass is stuck on it: one more pass goes at once, not at the next timer', async () => {
    const proxy = await startFaultProxy(server.url);
    try {
      const tablet = makeTablet(proxy.apiUrl, staff, { timeoutMs: 500 });
      const client = await createClient(tablet.db, clientFields(808));
      proxy.decide = ({ n }) => (n === 1 ? 'hang' : undefined); // the old network: no answer, a timeout
      const first = tablet.engine.syncNow();
      for (let i = 0; i < 100 && proxy.injected.hang === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(proxy.injected.hang).toBe(1);
      // The 'online' event, while that request still waits for its timeout.
      const back = tablet.engine.syncNow({ fresh: true });
      expect(await back).toMatchObject({ done: 1, stoppedBy: undefined });
      expect(await first).toMatchObject({ done: 1 });
      expect((await tablet.db.clients.get(client))?.serverId).toBeDefined();
      // Taken once, it left the outbox, and the hung request's timeout did not put it back.
      expect(await tablet.db.outbox.count()).toBe(0);
    } finally {
      await proxy.close();
    }
  });

  it('sets a timer while entries wait, at the backoff the server asked for', async () => {
    const proxy = await startFaultProxy(server.url);
    try {
      const tablet = makeTablet(proxy.apiUrl, staff);
      const client = await createClient(tablet.db, clientFields(806));
      proxy.decide = ({ n }) => (n === 1 ? 'status503' : undefined); // Retry-After: 7
      expect((await tablet.engine.syncNow()).stoppedBy).toBe('retry');
      // The engine plans its timer just after the pass settles.
      for (let i = 0; i < 100 && tablet.clock.timers.size === 0; i++) await new Promise((r) => setTimeout(r, 20));
      const timers = [...tablet.clock.timers.values()];
      expect(timers).toHaveLength(1);
      expect(timers[0]!.ms).toBeGreaterThanOrEqual(6_900);
      expect(timers[0]!.ms).toBeLessThanOrEqual(7_000);
      const [entry] = await tablet.db.outbox.toArray();
      expect(entry).toMatchObject({ state: 'pending', attempts: 1, lastError: { reason: 'server', status: 503 } });
      tablet.clock.advance(timers[0]!.ms);
      timers[0]!.fn();
      expect(await untilClientsTaken(tablet.db, [client])).toBe(1);
      expect(await tablet.db.outbox.count()).toBe(0);
      for (let i = 0; i < 100 && tablet.clock.timers.size > 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(tablet.clock.timers.size).toBe(0); // nothing waits: no timer
    } finally {
      await proxy.close();
    }
  });
});

describe('the timer', () => {
  it('does not wake for entries that only wait behind a refused parent', async () => {
    const tablet = makeTablet(server.apiUrl, staff);
    const client = await createClient(tablet.db, clientFields(807, { nationalCode: '12' })); // the server refuses it
    await saveRecord(tablet.db, 'screeningTest', client, screeningAnswers(), 2);
    const report = await tablet.engine.syncNow();
    expect(report.failed).toBe(1);
    for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 20));
    expect(tablet.clock.timers.size).toBe(0);
    expect((await outboxSummary(tablet.db)).pending).toBe(1); // the test waits, visibly, for its client
  });
});
