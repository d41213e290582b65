// @vitest-environment node
// Faults between the engine and the real server (refused connection, 500, 503 + Retry-After,
// a timeout, the connection cut after the server committed, 401 mid-queue, a real 400): after
// recovery nothing is lost, nothing is twice, and the 400 entry is failed with its reason.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { addDocument, createClient, saveRecord, updateClient } from '../../src/db/index';
import { outboxSummary } from '../../src/db/outbox/summary';
import type { TestServer } from '../server/harness';
import { clientFields, pngBytes } from '../unit/db-fixtures';
import type { Fault, FaultProxy } from './fault-proxy';
import { screeningAnswers } from './fixtures';
import { makeTablet, serverForFile, serverGet } from './tablet';

let server: TestServer;
let proxy: FaultProxy;

serverForFile({ proxy: true }, (file) => ({ server, proxy } = file));

// Which request (by its number at the proxy) gets which fault.
const schedule: Record<number, Fault> = {
  1: 'status500', 3: 'status503', 5: 'hang', 7: 'cut-after-commit', 10: 'status401',
  13: 'cut-after-commit', 16: 'hang', 18: 'status500', 21: 'cut-after-commit', 24: 'status503',
};

describe('fault injection', () => {
  it('loses nothing and doubles nothing', async () => {
    const token = await server.login('screening', 'demo1234');
    const tablet = makeTablet(proxy.apiUrl, token, { timeoutMs: 400 });
    const clients: string[] = [];
    for (let i = 0; i < 5; i++) {
      const client = await createClient(tablet.db, clientFields(100 + i));
      clients.push(client);
      await addDocument(tablet.db, client, 'identity', i % 5, { bytes: pngBytes(128 + i), mime: 'image/png' });
      await saveRecord(tablet.db, 'screeningTest', client, screeningAnswers(i % 2 === 0), 2);
    }
    await updateClient(tablet.db, clients[0]!, clientFields(100, { address: 'شیراز' }));
    // A test the server refuses (testType must be 2): a real 400 with a Persian reason.
    const refused = await saveRecord(tablet.db, 'screeningTest', clients[1]!, { ...screeningAnswers(), testType: 5 }, 5);
    const operations = await tablet.db.outbox.count();

    await proxy.down(); // refused connections first
    const first = await tablet.engine.syncNow();
    expect(first.stoppedBy).toBe('offline');
    await proxy.up();
    const cut: string[] = [];
    proxy.decide = ({ n, method, path }) => {
      if (schedule[n] === 'cut-after-commit') cut.push(`${method} ${path.replace(/^\/api\/v1\//, '')}`);
      return schedule[n];
    };

    let passes = 0;
    while ((await outboxSummary(tablet.db)).waiting > 0 && passes < 60) {
      passes += 1;
      tablet.clock.advance(6 * 60_000); // past any backoff (cap 5 min)
      if (passes === 8) tablet.reload(); // a reload mid-recovery: a new engine on the same database
      const report = await tablet.engine.syncNow();
      if (report.stoppedBy === 'pause') {
        expect(tablet.engine.status().phase).toBe('needs-sign-in');
        tablet.token.value = await server.login('screening', 'demo1234');
        await tablet.engine.resume();
      }
    }
    const summary = await outboxSummary(tablet.db);
    expect(summary.waiting).toBe(0);

    // What the server holds: each client once, with one document and one test.
    let lost = 0;
    let duplicated = 0;
    const all = await serverGet<{ id: number; nationalCode: string }[]>(server.apiUrl, token, 'client/6/1');
    for (let i = 0; i < 5; i++) {
      const code = clientFields(100 + i).nationalCode;
      const found = all.filter((c) => c.nationalCode === code);
      if (found.length === 0) { lost += 3; continue; }
      duplicated += found.length - 1;
      const id = found[0]!.id;
      const docs = await serverGet<unknown[]>(server.apiUrl, token, `client/documentlist/${id}`);
      const tests = await serverGet<unknown[]>(server.apiUrl, token, `Screening/${id}/1/6`);
      lost += (docs.length === 0 ? 1 : 0) + (tests.length === 0 ? 1 : 0);
      duplicated += Math.max(0, docs.length - 1) + Math.max(0, tests.length - 1);
    }
    const edited = await serverGet<{ address: string }>(server.apiUrl, token, `Client/${all.find((c) => c.nationalCode === clientFields(100).nationalCode)!.id}`);
    if (edited.address !== 'شیراز') lost += 1;

    const failed = (await tablet.db.outbox.toArray()).filter((e) => e.state === 'failed');
    expect(failed.map((e) => e.localId)).toEqual([refused]);
    expect(failed[0]!.lastError).toMatchObject({ reason: 'invalid', status: 400 });
    expect(failed[0]!.lastError!.message).toMatch(/[\u0600-\u06FF]/);

    const faults = Object.values(proxy.injected).reduce((a, b) => a + b, 0);
    console.log(`fault test: operations=${operations} faults=${faults} ${JSON.stringify(proxy.injected)} passes=${passes} lost=${lost} duplicated=${duplicated} failed-as-intended=${failed.length}`);
    console.log(`cut after commit: ${cut.join(', ')}`);
    // The cuts hit writes the server committed (not only reads): their replays must not double.
    expect(cut.filter((c) => c.startsWith('POST')).length).toBeGreaterThanOrEqual(2);
    expect(proxy.injected.status401).toBe(1);
    expect(lost).toBe(0);
    expect(duplicated).toBe(0);
  });
});
