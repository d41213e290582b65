// @vitest-environment node
// Which entries wait out a backoff is read from their plain fields (outbox-store.ts resetBackoff):
// a pass's first answer no longer opens every pending entry's sealed payload to find the few, if
// any, that waited.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ClinicDb, createClient } from '../../src/db/index';
import { deferEntry, resetBackoff } from '../../src/db/outbox-store';
import { clientFields } from './db-fixtures';

let db: ClinicDb;
afterEach(async () => db?.delete());

/** Makes an entry's sealed part unreadable on disk: opening it would throw. */
function spoil(seq: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const store = db.backendDB().transaction('outbox', 'readwrite').objectStore('outbox');
    const get = store.get(seq);
    get.onsuccess = () => {
      const sealed = new Uint8Array(get.result.$sealed as Uint8Array);
      sealed[sealed.length - 1]! ^= 1;
      const put = store.put({ ...get.result, $sealed: sealed });
      put.onsuccess = () => resolve();
      put.onerror = () => reject(put.error);
    };
    get.onerror = () => reject(get.error);
  });
}

describe('ending the backoff', () => {
  it('finds the entries that wait by their plain fields, opening none of the others', async () => {
    db = new ClinicDb(`outbox-plain-${Math.random()}`);
    for (let n = 0; n < 3; n++) await createClient(db, clientFields(n));
    const [waited, plain, tried] = await db.outbox.orderBy('seq').toArray();
    await deferEntry(db, waited!.seq!, { until: Date.now() + 60_000, now: Date.now() }, { reason: 'server', message: 'x', status: 503 });
    await deferEntry(db, tried!.seq!, { until: 0, now: Date.now() }, { reason: 'server', message: 'x', status: 503 });
    await spoil(plain!.seq!);

    // The server answered: only the entry that waited goes at once; attempts are kept.
    expect(await resetBackoff(db, true)).toBe(1);
    expect(await db.outbox.get(waited!.seq!)).toMatchObject({ nextAttemptAt: 0, attempts: 1, deferredAt: undefined });
    // The network came back: attempts start again too.
    expect(await resetBackoff(db)).toBe(2);
    expect(await db.outbox.get(tried!.seq!)).toMatchObject({ nextAttemptAt: 0, attempts: 0 });
    await expect(db.outbox.get(plain!.seq!)).rejects.toThrow();
  });
});
