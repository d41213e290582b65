// @vitest-environment node
// One entry reaches the server once, whichever path sends it first: a photo delivered while its
// author was locked out is not uploaded again by the author's own replay (its bytes would cross
// the network and be read and hashed by the server a second time); the replay settles it from
// the delivery's answer, and the server holds one document.
import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { addDocument, createClient, lock, setOutboxUser } from '../../src/db/index';
import { outboxSummary } from '../../src/db/outbox/summary';
import { deliverQueue } from '../../src/sync/deliver-pass';
import { sealForDelivery } from '../../src/sync/seal-for-delivery';
import { onePixelPng } from '../server/images';
import type { TestServer } from '../server/harness';
import { clientFields } from '../unit/db-fixtures';
import { deliveringTablet, replayAsAuthor } from './delivering-tablet';
import { serverForFile, serverGet, signIn } from './tablet';

let server: TestServer;
serverForFile({}, (file) => ({ server } = file));

it('a delivered photo is not sent again by its author\'s replay', async () => {
  const tablet = await deliveringTablet(server.apiUrl, 'delivery-photo-once', 'reception');
  const localId = await createClient(tablet.db, clientFields(710));
  const docId = await addDocument(tablet.db, localId, 'identity', 1, { bytes: new Uint8Array(onePixelPng).buffer, mime: 'image/png' });
  expect(await sealForDelivery(tablet.db, tablet.author.userId)).toBe(2);
  lock();
  setOutboxUser(undefined);
  expect(await deliverQueue(tablet.db, { baseUrl: server.apiUrl })).toMatchObject({ delivered: 2 });

  const uploads: string[] = [];
  const counting: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (/\/upload\//i.test(url)) uploads.push(url);
    return fetch(input, init);
  };
  await replayAsAuthor(tablet, server.apiUrl, counting);
  expect(await outboxSummary(tablet.db)).toMatchObject({ pending: 0, failed: 0, conflict: 0 });
  expect(uploads).toEqual([]);

  const doc = await tablet.db.documents.get(docId);
  const staff = await signIn(server.apiUrl, 'research');
  const clientId = (await tablet.db.clients.get(localId))!.serverId!;
  const held = await serverGet<{ id: number; fileName: string }[]>(server.apiUrl, staff.token, `client/documentlist/${clientId}`);
  expect(held).toHaveLength(1);
  // Settled as an upload's answer: the server's id and file name, the bytes gone from the tablet.
  expect(doc).toMatchObject({ serverId: held[0]!.id, fileName: held[0]!.fileName });
  expect(doc?.photo).toBeUndefined();
  setOutboxUser(undefined);
  await tablet.db.delete();
});
