// @vitest-environment node
// Two tablets (two databases) register the same national code offline: one server client; after
// pull both show it and the merge is recorded. Then a stale edit becomes a conflict that keeps
// both versions, and the pull never overwrites a row whose entries still wait.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  addDocument, clientDocuments, clientPage, createClient, findByNationalCode, keepMine, keepServer, updateClient,
} from '../../src/db/index';
import { outboxSummary } from '../../src/db/outbox/summary';
import type { TestServer } from '../server/harness';
import { clientFields, pngBytes } from '../unit/db-fixtures';
import { makeTablet, serverForFile, serverGet } from './tablet';

let server: TestServer;
serverForFile({}, (file) => ({ server } = file));

describe('two tablets, one national code', () => {
  it('ends with one server client that both tablets show, the merge recorded', async () => {
    const tokenA = await server.login('reception', 'demo1234');
    const tokenB = await server.login('screening', 'demo1234');
    const a = makeTablet(server.apiUrl, tokenA);
    const b = makeTablet(server.apiUrl, tokenB);
    const code = clientFields(500).nationalCode;
    const onA = await createClient(a.db, clientFields(500, { firstName: 'زهرا' }));
    const onB = await createClient(b.db, clientFields(500, { firstName: 'زهره' }));
    await addDocument(b.db, onB, 'identity', 2, { bytes: pngBytes(90), mime: 'image/png' });

    const again = await a.engine.syncNow();
    expect(again.done).toBe(1);
    const reportB = await b.engine.syncNow();
    expect(reportB).toMatchObject({ merges: 1, done: 1, failed: 0 });
    await a.engine.syncNow(); // A pulls what B added

    const page = await serverGet<{ id: number; nationalCode: string }[]>(server.apiUrl, tokenA, 'client/6/1');
    const onServer = page.filter((c) => c.nationalCode === code);
    expect(onServer).toHaveLength(1);
    const serverId = onServer[0]!.id;

    const rowA = await findByNationalCode(a.db, code);
    const rowB = await findByNationalCode(b.db, code);
    expect(rowA).toMatchObject({ localId: onA, serverId });
    expect(rowB).toMatchObject({ localId: onB, serverId });
    expect(rowB!.fields.firstName).toBe('زهرا'); // the server's client, pulled over B's
    expect((await clientPage(b.db, 'all', 1)).total).toBe(1);
    const merges = await b.db.merges.toArray();
    expect(merges).toHaveLength(1);
    expect(merges[0]).toMatchObject({ clientLocalId: onB, serverId, nationalCode: code });
    expect(merges[0]!.localFields.firstName).toBe('زهره'); // what B had entered is kept

    // B's document went to the one server client, and A sees it after its pull.
    expect(await serverGet<unknown[]>(server.apiUrl, tokenA, `client/documentlist/${serverId}`)).toHaveLength(1);
    const docsOnA = await clientDocuments(a.db, onA, 'identity');
    expect(docsOnA).toHaveLength(1);
    expect(docsOnA[0]!.fileName).toBeTruthy();
  });

  it('keeps both versions of a stale edit, and the pull leaves a waiting row alone', async () => {
    const token = await server.login('reception', 'demo1234');
    const a = makeTablet(server.apiUrl, token);
    const b = makeTablet(server.apiUrl, token);
    const onA = await createClient(a.db, clientFields(600));
    await a.engine.syncNow();
    await b.engine.syncNow(); // B pulls the client
    const onB = (await findByNationalCode(b.db, clientFields(600).nationalCode))!.localId;

    await updateClient(a.db, onA, clientFields(600, { address: 'تبریز' })); // waits on A
    await updateClient(b.db, onB, clientFields(600, { address: 'اصفهان' }));
    await b.engine.syncNow(); // B's edit reaches the server first

    // A pulls nothing over its waiting edit, and its push is a conflict with both versions kept.
    const report = await a.engine.syncNow();
    expect(report.conflicts).toBe(1);
    expect((await a.db.clients.get(onA))!.fields.address).toBe('تبریز');
    const [conflict] = (await a.db.outbox.toArray()).filter((e) => e.state === 'conflict');
    expect((conflict!.serverVersion as { address: string }).address).toBe('اصفهان');
    expect((await outboxSummary(a.db)).conflict).toBe(1);

    await keepMine(a.db, conflict!.id);
    const again = await a.engine.syncNow();
    expect(again.done).toBe(1);
    const id = (await a.db.clients.get(onA))!.serverId;
    expect((await serverGet<{ address: string }>(server.apiUrl, token, `Client/${id}`)).address).toBe('تبریز');

    // The other way: B edits again on a stale version and keeps the server's.
    await updateClient(b.db, onB, clientFields(600, { address: 'یزد' }));
    await b.db.clients.update(onB, { version: 1 }); // as if B had not pulled A's edit
    await b.db.outbox.toCollection().modify((e) => { if (e.state === 'pending') e.baseVersion = 1; });
    expect((await b.engine.syncNow()).conflicts).toBe(1);
    const [second] = (await b.db.outbox.toArray()).filter((e) => e.state === 'conflict');
    await keepServer(b.db, second!.id);
    expect((await b.db.clients.get(onB))!.fields.address).toBe('تبریز');
    expect((await serverGet<{ address: string }>(server.apiUrl, token, `Client/${id}`)).address).toBe('تبریز');
  });

  it('folds the pulled twin into the adopted client when the pull came before the 409', async () => {
    const token = await server.login('reception', 'demo1234');
    const a = makeTablet(server.apiUrl, token);
    const b = makeTablet(server.apiUrl, token);
    const code = clientFields(650).nationalCode;
    const onA = await createClient(a.db, clientFields(650));
    await addDocument(a.db, onA, 'identity', 1, { bytes: pngBytes(70), mime: 'image/png' });
    await a.engine.syncNow();
    const onB = await createClient(b.db, clientFields(650, { firstName: 'سارا' }));
    // B's create is backing off (not due yet), so its pass is clean and it pulls A's client.
    await b.db.outbox.toCollection().modify({ nextAttemptAt: b.clock.now() + 60_000, attempts: 1 });
    await b.engine.syncNow();
    expect((await b.db.clients.where('nationalCode').equals(code).toArray())).toHaveLength(2);
    b.clock.advance(2 * 60_000);
    expect((await b.engine.syncNow()).merges).toBe(1);
    const rows = await b.db.clients.where('nationalCode').equals(code).toArray();
    expect(rows.map((r) => r.localId)).toEqual([onB]);
    expect((await clientPage(b.db, 'all', 1)).rows.filter((r) => r.nationalCode === code)).toHaveLength(1);
    expect(await clientDocuments(b.db, onB, 'identity')).toHaveLength(1); // A's document hangs on B's row now
  });
});
