// @vitest-environment node
// One delivery pass at a time, also where the browser has no Web Locks (here: Node): two passes
// asked for at once (a new copy and the network's return, say) send each copy once, the second
// finding it answered. And an answer means for a delivered copy what it means for the replay
// (sync/classify.ts): a delete whose row is already gone did what it asked, and holds nothing.
import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { addDocument, createClient, deleteDocument, lock, setOutboxUser, submitClient } from '../../src/db/index';
import { deliverQueue } from '../../src/sync/deliver-pass';
import { sealForDelivery } from '../../src/sync/seal-for-delivery';
import { onePixelPng } from '../server/images';
import type { TestServer } from '../server/harness';
import { clientFields } from '../unit/db-fixtures';
import { deliveringTablet, replayAsAuthor } from './delivering-tablet';
import { serverForFile, signIn } from './tablet';

let server: TestServer;
serverForFile({}, (file) => ({ server } = file));

function countingDeliveries(): { fetch: typeof fetch; sent: () => number } {
  let sent = 0;
  return {
    fetch: (input, init) => {
      sent += 1;
      return fetch(input, init);
    },
    sent: () => sent,
  };
}

it('two passes asked for at once send each copy once', async () => {
  const tablet = await deliveringTablet(server.apiUrl, 'delivery-one-pass', 'reception');
  for (let i = 0; i < 3; i += 1) await createClient(tablet.db, clientFields(740 + i));
  expect(await sealForDelivery(tablet.db, tablet.author.userId)).toBe(3);
  lock();
  setOutboxUser(undefined);
  const counting = countingDeliveries();
  const reports = await Promise.all([1, 2].map(() => deliverQueue(tablet.db, { baseUrl: server.apiUrl, fetch: counting.fetch })));
  expect(reports.map((report) => report.delivered).sort()).toEqual([0, 3]);
  expect(counting.sent()).toBe(3);
  await tablet.db.delete();
});

it('a delivered delete of a document already gone from the server does not hold what follows it', async () => {
  const tablet = await deliveringTablet(server.apiUrl, 'delivery-gone', 'reception');
  const client = await createClient(tablet.db, clientFields(750));
  const doc = await addDocument(tablet.db, client, 'identity', 1, { bytes: new Uint8Array(onePixelPng).buffer, mime: 'image/png' });
  await replayAsAuthor(tablet, server.apiUrl);
  const serverDoc = (await tablet.db.documents.get(doc))!.serverId!;
  // Someone else deletes the document on the server; this tablet deletes it too, then submits.
  const other = await signIn(server.apiUrl, 'research');
  const gone = await fetch(new URL(`client/document/${serverDoc}`, server.apiUrl), { method: 'DELETE', headers: { Authorization: `Bearer ${other.token}` } });
  expect(gone.status).toBe(200);
  await deleteDocument(tablet.db, doc);
  await submitClient(tablet.db, client);
  expect(await sealForDelivery(tablet.db, tablet.author.userId)).toBe(2);
  lock();
  setOutboxUser(undefined);
  expect(await deliverQueue(tablet.db, { baseUrl: server.apiUrl })).toEqual({ delivered: 2, refused: 0, unreached: false });
  await tablet.db.delete();
});
