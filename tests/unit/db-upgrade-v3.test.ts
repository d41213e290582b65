// @vitest-environment node
// Schema 3: an entry on its way is not written 'in-flight' (a row of seqs says so), and the
// entry id is an index without the uniqueness check. A tablet upgraded from 2 keeps its queue,
// finds an entry by its id, and an entry a dead tab of version 2 left 'in-flight' goes again.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ClinicDb } from '../../src/db/index';
import { getEntry, recoverInFlight, replayableEntries } from '../../src/db/outbox/queue';
import { seedSchema } from './earlier-schemas';

let opened: ClinicDb | undefined;
afterEach(async () => opened?.delete());

const entry = (seq: number, state: string) => ({
  seq, id: `e${seq}`, operation: 'client.create', table: 'clients', localId: `c${seq}`, chain: `c${seq}`,
  attempts: 0, nextAttemptAt: 0, state, createdAt: '2026-01-01T00:00:00Z', payload: { firstName: `n${seq}` },
});

/** A version-2 database as the previous release left it: three entries, one of them out when its tab died. */
const seedV2 = (dbName: string) => seedSchema(dbName, 2, (v2) => v2.table('outbox').bulkAdd([entry(1, 'done'), entry(2, 'in-flight'), entry(3, 'pending')]));

describe('schema 3 upgrade', () => {
  it('keeps the queue, finds entries by id, and sends again what a dead tab left in flight', async () => {
    const dbName = `upgrade-v3-${Math.random()}`;
    await seedV2(dbName);
    opened = new ClinicDb(dbName);
    expect((await opened.outbox.toArray()).map((e) => [e.seq, e.state])).toEqual([[1, 'done'], [2, 'in-flight'], [3, 'pending']]);
    expect((await getEntry(opened, 'e2'))?.payload).toEqual({ firstName: 'n2' });
    // The store's own index, not only Dexie's idea of it.
    expect(opened.backendDB().transaction('outbox').objectStore('outbox').index('id').unique).toBe(false);
    expect(await opened.sending.count()).toBe(0);

    expect(await recoverInFlight(opened)).toBe(1);
    expect((await replayableEntries(opened)).map((e) => e.seq)).toEqual([2, 3]);
  });
});
