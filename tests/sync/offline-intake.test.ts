// @vitest-environment node
// Offline: a client, two documents and a screening test; then the server comes up and ONE
// sync pass puts all of it there, attached to the right server id.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { addDocument, createClient, saveRecord, submitClient } from '../../src/db/index';
import { outboxSummary } from '../../src/db/outbox/summary';
import { clientFields, pngBytes } from '../unit/db-fixtures';
import { screeningAnswers } from './fixtures';
import { makeTablet, serverForFile, serverGet } from './tablet';

const file = serverForFile({ signIn: 'screening' });

describe('offline intake, then one sync pass', () => {
  it('puts exactly one client with both documents and the test on the server', async () => {
    // "Offline": the tablet points at a port where nothing listens.
    const tablet = makeTablet('http://127.0.0.1:9/api/v1/', file.token);
    const client = await createClient(tablet.db, clientFields(11));
    await addDocument(tablet.db, client, 'identity', 3, { bytes: pngBytes(200), mime: 'image/png' });
    await addDocument(tablet.db, client, 'personal', 1, { bytes: pngBytes(300), mime: 'image/png' });
    const test = await saveRecord(tablet.db, 'screeningTest', client, screeningAnswers(true), 2);
    await submitClient(tablet.db, client);
    const offline = await tablet.engine.syncNow();
    expect(offline.stoppedBy).toBe('offline');
    expect((await outboxSummary(tablet.db)).waiting).toBe(5);

    // The server is reachable now; the backoff has passed.
    const online = makeTablet(file.server.apiUrl, file.token, { name: tablet.db.name });
    online.clock.advance(10 * 60_000);
    const report = await online.engine.syncNow();
    if (report.failed) console.log(JSON.stringify(await online.db.outbox.toArray(), (k, v) => (k === "payload" ? undefined : v)));
    expect(report).toMatchObject({ done: 5, failed: 0 });
    expect((await outboxSummary(online.db)).waiting).toBe(0);

    const row = await online.db.clients.get(client);
    expect(row?.serverId).toBeDefined();
    const page = await serverGet<{ id: number; nationalCode: string }[]>(file.server.apiUrl, file.token, 'client/6/1');
    expect(page.filter((c) => c.nationalCode === clientFields(11).nationalCode)).toHaveLength(1);
    const docs = await serverGet<unknown[]>(file.server.apiUrl, file.token, `client/documentlist/${row!.serverId}`);
    const personal = await serverGet<unknown[]>(file.server.apiUrl, file.token, `client/personal/documentlist/${row!.serverId}`);
    expect(docs).toHaveLength(1);
    expect(personal).toHaveLength(1);
    const tests = await serverGet<{ id: number }[]>(file.server.apiUrl, file.token, `Screening/${row!.serverId}/1/6`);
    expect(tests).toHaveLength(1);
    expect(tests[0]!.id).toBe((await online.db.screeningTests.get(test))?.serverId);
  });
});
