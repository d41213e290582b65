// @vitest-environment node
// The service worker's own replay (Background Sync with no page open): it finds the session
// copy in Dexie, sends what the signed-in person wrote (never another person's entries), and
// does nothing when nobody is signed in, or when it holds no data key (locked, it
// cannot open the outbox; the next page to unlock replays).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ClinicDb, createClient, lock, setOutboxUser, storeSessionCopy, unlockWith } from '../../src/db/index';
import { testDataKey } from '../unlocked';
import { outboxSummary } from '../../src/db/outbox/summary';
import { replayFromWorker } from '../../src/sync/worker-replay';
import type { TestServer } from '../server/harness';
import { clientFields } from '../unit/db-fixtures';
import { serverForFile, serverGet, signIn } from './tablet';

let server: TestServer;
serverForFile({}, (file) => ({ server } = file));

describe('replay from the service worker', () => {
  it('uses the session copy, sends only its person\'s entries, and waits when nobody is signed in', async () => {
    const db = new ClinicDb('worker-replay');
    const reception = await signIn(server.apiUrl, 'reception');
    const screening = await signIn(server.apiUrl, 'screening');
    setOutboxUser({ userId: reception.userId, fullName: reception.fullName });
    await createClient(db, clientFields(900));
    setOutboxUser({ userId: screening.userId, fullName: screening.fullName });
    await createClient(db, clientFields(901));
    setOutboxUser(undefined);
    expect(await replayFromWorker(server.url, db)).toBeUndefined();
    expect((await outboxSummary(db)).pending).toBe(2);

    const { token } = reception;
    await storeSessionCopy(db, { token, userId: reception.userId, role: reception.role });
    // Kept sealed under the data key: the row holds no part of the token (its signature least).
    const kept = (await db.syncState.get('main'))?.token ?? '';
    expect(kept).not.toContain(token.split('.')[2]!);
    expect(kept.startsWith('sealed1:')).toBe(true);
    // Someone is signed in, but the worker lost the key (the browser stopped it): nothing goes.
    lock();
    expect(await replayFromWorker(server.url, db)).toBeUndefined();
    unlockWith(testDataKey);
    expect((await outboxSummary(db)).pending).toBe(2);
    expect(await serverGet<unknown[]>(server.apiUrl, token, 'client/6/1')).toHaveLength(0);

    const report = await replayFromWorker(server.url, db);
    expect(report).toMatchObject({ done: 1, failed: 0 });
    expect((await outboxSummary(db)).pending).toBe(1); // the screening user's intake waits for them
    const answer = await fetch(`${server.apiUrl}Client/search`, {
      method: 'POST', headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ nationalCode: clientFields(900).nationalCode }),
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { result: { firstName: string } }).result.firstName).toBe(clientFields(900).firstName);
    expect(await serverGet<unknown[]>(server.apiUrl, token, 'client/6/1')).toHaveLength(1);
    await db.delete();
  });
});
