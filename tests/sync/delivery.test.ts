// @vitest-environment node
// The queue leaves with the network whoever is at the tablet: a registration and its photo,
// written offline, are sealed for the server while their author is unlocked; the tablet then
// locks and its author signs out, and the delivery pass (no data key, no session token) puts
// them on the server. The author's next unlock settles the entries with the same server ids.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { addDocument, createClient, isUnlocked, readSyncState, setOutboxUser, submitClient } from '../../src/db/index';
import { outboxSummary, unsentCountOf } from '../../src/db/outbox/summary';
import { refusalsOf } from '../../src/db/outbox/index';
import { deliverQueue } from '../../src/sync/deliver-pass';
import { sealForDelivery } from '../../src/sync/seal-for-delivery';
import { onePixelPng } from '../server/images';
import type { TestServer } from '../server/harness';
import { clientFields } from '../unit/db-fixtures';
import { serverForFile, serverGet, signIn } from './tablet';
import { authorLeaves, deliveringTablet, replayAsAuthor } from './delivering-tablet';

let server: TestServer;
serverForFile({}, (file) => ({ server } = file));

const documentsOf = (token: string, clientId: number) => serverGet<{ id: number }[]>(server.apiUrl, token, `client/documentlist/${clientId}`);

describe('delivery of a locked tablet\'s queue', () => {
  it('puts a registration and its photo on the server with the tablet locked and its author signed out', async () => {
    const { db, author: reception } = await deliveringTablet(server.apiUrl, 'delivery-locked', 'reception');
    expect((await readSyncState(db)).deliveryKey?.jwk.crv).toBe('P-256');
    const fields = clientFields(700);
    const localId = await createClient(db, fields);
    await addDocument(db, localId, 'identity', 1, { bytes: new Uint8Array(onePixelPng).buffer, mime: 'image/png' });
    await submitClient(db, localId);
    expect(await sealForDelivery(db, reception.userId)).toBe(3);

    // The idle lock, then the author signs out: no key, no token, no author at the tablet.
    authorLeaves();
    const report = await deliverQueue(db, { baseUrl: server.apiUrl });
    expect(report).toEqual({ delivered: 3, refused: 0, unreached: false });
    expect(isUnlocked()).toBe(false);

    const staff = await signIn(server.apiUrl, 'research');
    const [listed] = await serverGet<{ id: number; nationalCode: string }[]>(server.apiUrl, staff.token, 'client/6/1');
    expect(listed?.nationalCode).toBe(fields.nationalCode);
    expect(await documentsOf(staff.token, listed!.id)).toHaveLength(1);
    // Nothing is delivered twice.
    expect(await deliverQueue(db, { baseUrl: server.apiUrl })).toEqual({ delivered: 0, refused: 0, unreached: false });
    // And the tablet no longer counts them as waiting (the chip, the sign-out's warning): they are
    // on the server, and only their author's replay is left to settle them.
    expect(await outboxSummary(db)).toMatchObject({ pending: 0, waiting: 0, pendingByAuthor: {} });
    expect(await unsentCountOf(db, reception.userId)).toBe(0);

    // The author's next unlock: their replay settles every entry from the server's kept answers.
    await replayAsAuthor({ db, author: reception }, server.apiUrl);
    expect(await outboxSummary(db)).toMatchObject({ pending: 0, failed: 0, conflict: 0 });
    expect((await db.clients.get(localId))?.serverId).toBe(listed!.id);
    expect(await documentsOf(staff.token, listed!.id)).toHaveLength(1);
    expect(await serverGet<unknown[]>(server.apiUrl, staff.token, 'client/6/1')).toHaveLength(1);
    setOutboxUser(undefined);
    await db.delete();
  });

  it('a refused entry waits for its author, whose next unlock brings the server\'s refusal to correct', async () => {
    const { db, author: reception } = await deliveringTablet(server.apiUrl, 'delivery-refused', 'reception');
    // A national code whose check digit is wrong: the server refuses the registration.
    const localId = await createClient(db, clientFields(701, { nationalCode: '0012345678' }));
    expect(await sealForDelivery(db, reception.userId)).toBe(1);
    authorLeaves();
    expect(await deliverQueue(db, { baseUrl: server.apiUrl })).toEqual({ delivered: 0, refused: 1, unreached: false });
    expect(await deliverQueue(db, { baseUrl: server.apiUrl })).toEqual({ delivered: 0, refused: 0, unreached: false });
    // Counted as refused (the chip's red), not as waiting, before anyone unlocks.
    expect(await outboxSummary(db)).toMatchObject({ pending: 0, failed: 1, waiting: 0 });

    await replayAsAuthor({ db, author: reception }, server.apiUrl);
    expect(await outboxSummary(db)).toMatchObject({ pending: 0, failed: 1 });
    expect((await refusalsOf(db, [localId])).get(localId)?.fields).toHaveProperty('nationalCode');
    setOutboxUser(undefined);
    await db.delete();
  });
});
