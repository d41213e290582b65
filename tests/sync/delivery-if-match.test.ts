// @vitest-environment node
// A delivered edit carries the precondition its author's replay would: the version the edit was
// based on. An edit made while its client's create (or an earlier edit) still waited names that
// entry, and the server takes the version the entry's kept answer gave; so a delivered edit never
// silently overwrites another person's newer edit (409, kept for the author's replay as a
// conflict), and an edit that follows its own earlier one is no conflict.
import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { createClient, lock, setOutboxUser, unlockWith, updateClient } from '../../src/db/index';
import { outboxSummary } from '../../src/db/outbox/summary';
import { deliverQueue } from '../../src/sync/deliver-pass';
import { sealForDelivery } from '../../src/sync/seal-for-delivery';
import type { TestServer } from '../server/harness';
import { testDataKey } from '../unlocked';
import { clientFields } from '../unit/db-fixtures';
import { deliveringTablet, replayAsAuthor, type DeliveringTablet } from './delivering-tablet';
import { serverForFile, serverGet, signIn } from './tablet';

let server: TestServer;
serverForFile({}, (file) => ({ server } = file));

interface ServerClient { id: number; firstName: string; lastName: string; version: number }

/** The server id of the client with this national code, from the first page of the list. */
async function idOf(token: string, nationalCode: string): Promise<number> {
  const listed = await serverGet<{ id: number; nationalCode: string }[]>(server.apiUrl, token, 'client/6/1');
  return listed.find((client) => client.nationalCode === nationalCode)!.id;
}

/** Seals what the author wrote, locks the tablet and delivers with nobody signed in. */
async function lockAndDeliver(tablet: DeliveringTablet) {
  await sealForDelivery(tablet.db, tablet.author.userId);
  lock();
  setOutboxUser(undefined);
  return deliverQueue(tablet.db, { baseUrl: server.apiUrl });
}

function unlockAs(tablet: DeliveringTablet): void {
  unlockWith(testDataKey);
  setOutboxUser({ userId: tablet.author.userId, fullName: tablet.author.fullName });
}

it('a delivered edit of a client whose create was still queued does not overwrite a newer edit', async () => {
  const tablet = await deliveringTablet(server.apiUrl, 'delivery-if-match', 'reception');
  const fields = clientFields(720);
  const localId = await createClient(tablet.db, fields);
  expect(await lockAndDeliver(tablet)).toMatchObject({ delivered: 1 });

  // Another person edits the client on the server; this tablet has not heard of it.
  const other = await signIn(server.apiUrl, 'research');
  const { id, version } = await serverGet<ServerClient>(server.apiUrl, other.token, `Client/${await idOf(other.token, fields.nationalCode)}`);
  const { isNew: _isNew, ...rest } = fields;
  const put = await fetch(new URL(`Client/${id}`, server.apiUrl), {
    method: 'PUT', headers: { Authorization: `Bearer ${other.token}`, 'content-type': 'application/json', 'If-Match': String(version) },
    body: JSON.stringify({ ...rest, firstName: 'زهرا' }),
  });
  expect(put.status).toBe(200);

  // The author, unlocked again, edits the client as they knew it (its create still queued here).
  unlockAs(tablet);
  await updateClient(tablet.db, localId, { ...fields, lastName: 'کریمی' });
  expect(await lockAndDeliver(tablet)).toMatchObject({ delivered: 0, refused: 1 });
  expect(await serverGet<ServerClient>(server.apiUrl, other.token, `Client/${id}`)).toMatchObject({ firstName: 'زهرا', lastName: fields.lastName });

  // The author's replay hears the same answer: a conflict, both versions kept.
  await replayAsAuthor(tablet, server.apiUrl);
  expect(await outboxSummary(tablet.db)).toMatchObject({ pending: 0, failed: 0, conflict: 1 });
  setOutboxUser(undefined);
  await tablet.db.delete();
});

it('two edits in a row are delivered, the second based on the version the first made', async () => {
  const tablet = await deliveringTablet(server.apiUrl, 'delivery-if-match-follows', 'reception');
  const fields = clientFields(721);
  const localId = await createClient(tablet.db, fields);
  await replayAsAuthor(tablet, server.apiUrl);
  const { serverId, version } = (await tablet.db.clients.get(localId))!;
  expect(version).toBe(1);
  await updateClient(tablet.db, localId, { ...fields, lastName: 'کریمی' });
  await updateClient(tablet.db, localId, { ...fields, lastName: 'رضایی' });
  expect(await lockAndDeliver(tablet)).toMatchObject({ delivered: 2, refused: 0 });
  const other = await signIn(server.apiUrl, 'research');
  expect(await serverGet<ServerClient>(server.apiUrl, other.token, `Client/${serverId}`)).toMatchObject({ lastName: 'رضایی', version: 3 });
  await replayAsAuthor(tablet, server.apiUrl);
  expect(await outboxSummary(tablet.db)).toMatchObject({ pending: 0, failed: 0, conflict: 0 });
  setOutboxUser(undefined);
  await tablet.db.delete();
});
