// @vitest-environment node
// A registration finalized offline and corrected before the tablet reached the server (an outreach
// day: a typo seen after «ثبت اطلاعات»). Finalizing raises the server's version, so the correction
// must go with If-Match of the version the finalizing made, on both ways out: the replay of the
// signed-in author and the delivery of a locked tablet. Before, finalizing answered no version:
// the correction went with the create's, and the person met a conflict with their own edit.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createClient, setOutboxUser, submitClient, updateClient } from '../../src/db/index';
import { outboxSummary } from '../../src/db/outbox/summary';
import { deliverQueue } from '../../src/sync/deliver-pass';
import { sealForDelivery } from '../../src/sync/seal-for-delivery';
import type { TestServer } from '../server/harness';
import { clientFields } from '../unit/db-fixtures';
import { makeTablet, serverForFile, serverGet, signIn } from './tablet';
import { authorLeaves, deliveringTablet, replayAsAuthor } from './delivering-tablet';

let server: TestServer;
serverForFile({}, (file) => ({ server } = file));

interface ServerClient { id: number; address: string; submitted: boolean; version: number }

describe('a correction after the registration was finalized, both waiting', () => {
  it('the replay sends it over the finalized version: no conflict, the server holds it', async () => {
    const reception = await signIn(server.apiUrl, 'reception');
    const offline = makeTablet('http://127.0.0.1:9/api/v1/', reception.token);
    const localId = await createClient(offline.db, clientFields(810));
    await submitClient(offline.db, localId);
    await updateClient(offline.db, localId, clientFields(810, { address: 'اصفهان، خیابان چهارباغ' }));
    expect((await offline.engine.syncNow()).stoppedBy).toBe('offline');

    const online = makeTablet(server.apiUrl, reception.token, { name: offline.db.name });
    online.clock.advance(10 * 60_000);
    expect(await online.engine.syncNow()).toMatchObject({ done: 3, failed: 0 });
    expect(await outboxSummary(online.db)).toMatchObject({ pending: 0, failed: 0, conflict: 0 });
    const row = (await online.db.clients.get(localId))!;
    const held = await serverGet<ServerClient>(server.apiUrl, reception.token, `Client/${row.serverId}`);
    expect(held).toMatchObject({ address: 'اصفهان، خیابان چهارباغ', submitted: true });
    // The tablet knows the version the server holds: the next correction goes clean too.
    expect(row.version).toBe(held.version);
    await updateClient(online.db, localId, clientFields(810, { address: 'شیراز' }));
    expect(await online.engine.syncNow()).toMatchObject({ done: 1, failed: 0 });
    expect(await outboxSummary(online.db)).toMatchObject({ conflict: 0 });
    expect((await serverGet<ServerClient>(server.apiUrl, reception.token, `Client/${row.serverId}`)).address).toBe('شیراز');
  });

  it('a locked tablet delivers it over the finalized version: nothing refused, the author settles all three', async () => {
    const { db, author: reception } = await deliveringTablet(server.apiUrl, 'edit-after-submit-delivered', 'reception');
    const localId = await createClient(db, clientFields(811));
    await submitClient(db, localId);
    await updateClient(db, localId, clientFields(811, { address: 'تبریز' }));
    expect(await sealForDelivery(db, reception.userId)).toBe(3);

    authorLeaves();
    expect(await deliverQueue(db, { baseUrl: server.apiUrl })).toEqual({ delivered: 3, refused: 0, unreached: false });
    const listed = (await serverGet<{ id: number; nationalCode: string }[]>(server.apiUrl, reception.token, 'client/6/1'))
      .find((client) => client.nationalCode === clientFields(811).nationalCode);
    expect(await serverGet<ServerClient>(server.apiUrl, reception.token, `Client/${listed!.id}`)).toMatchObject({ address: 'تبریز', submitted: true });

    await replayAsAuthor({ db, author: reception }, server.apiUrl);
    expect(await outboxSummary(db)).toMatchObject({ pending: 0, failed: 0, conflict: 0 });
    expect((await db.clients.get(localId))?.version).toBe((await serverGet<ServerClient>(server.apiUrl, reception.token, `Client/${listed!.id}`)).version);
    setOutboxUser(undefined);
    await db.delete();
  });
});
