// @vitest-environment node
// Deletes leave with the rest of the queue: a document or a test deleted before the server gave
// it an id (its create still queued), and a client registered and deleted offline, are sealed
// naming their row by its localId; the server finds the row once the create before it is there.
import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { addDocument, createClient, deleteClient, deleteDocument, deleteRecord, lock, saveRecord, setOutboxUser } from '../../src/db/index';
import { outboxSummary } from '../../src/db/outbox/summary';
import { deliverQueue } from '../../src/sync/deliver-pass';
import { sealForDelivery } from '../../src/sync/seal-for-delivery';
import { onePixelPng } from '../server/images';
import type { TestServer } from '../server/harness';
import { clientFields } from '../unit/db-fixtures';
import { deliveringTablet, replayAsAuthor } from './delivering-tablet';
import { screeningAnswers } from './fixtures';
import { serverForFile, serverGet, signIn } from './tablet';

let server: TestServer;
serverForFile({}, (file) => ({ server } = file));

it('deletes of rows the server has no id of yet are delivered after their creates', async () => {
  const tablet = await deliveringTablet(server.apiUrl, 'delivery-deletes', 'screening');
  const kept = clientFields(730);
  const client = await createClient(tablet.db, kept);
  const doc = await addDocument(tablet.db, client, 'identity', 1, { bytes: new Uint8Array(onePixelPng).buffer, mime: 'image/png' });
  const test = await saveRecord(tablet.db, 'screeningTest', client, screeningAnswers(), 2);
  await deleteDocument(tablet.db, doc);
  await deleteRecord(tablet.db, 'screeningTest', test);
  const gone = clientFields(731);
  await deleteClient(tablet.db, await createClient(tablet.db, gone));
  expect(await sealForDelivery(tablet.db, tablet.author.userId)).toBe(7);

  lock();
  setOutboxUser(undefined);
  expect(await deliverQueue(tablet.db, { baseUrl: server.apiUrl })).toEqual({ delivered: 7, refused: 0, unreached: false });
  const staff = await signIn(server.apiUrl, 'research');
  const listed = await serverGet<{ id: number; nationalCode: string }[]>(server.apiUrl, staff.token, 'client/6/1');
  expect(listed.map((row) => row.nationalCode)).toEqual([kept.nationalCode]);
  const clientId = listed[0]!.id;
  expect(await serverGet<unknown[]>(server.apiUrl, staff.token, `client/documentlist/${clientId}`)).toEqual([]);
  const screener = await signIn(server.apiUrl, 'screening');
  expect(await serverGet<unknown[]>(server.apiUrl, screener.token, `Screening/${clientId}/1/6`)).toEqual([]);

  // The author's replay settles every entry from the kept answers.
  await replayAsAuthor(tablet, server.apiUrl);
  expect(await outboxSummary(tablet.db)).toMatchObject({ pending: 0, failed: 0, conflict: 0 });
  setOutboxUser(undefined);
  await tablet.db.delete();
});
