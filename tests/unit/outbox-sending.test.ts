// @vitest-environment node
// An entry on its way (schema 3): nothing is written to the entry when a round claims it, one row
// of seqs says it is out. The sync centre still shows it as being sent, the kiosk may no longer
// amend it, and once the answer is written nothing is left in flight.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/api/envelope';
import type { OutboxCall, Transport } from '../../src/api/outbox-transport';
import { amendUnsentClient, ClinicDb, createClient, getClient } from '../../src/db/index';
import { deferEntry, resetBackoff } from '../../src/db/outbox/queue';
import { openEntries, outboxSummary } from '../../src/db/outbox/summary';
import { replayPass } from '../../src/sync/replay-pass';
import { clientFields } from './db-fixtures';

let db: ClinicDb;
afterEach(async () => db?.delete());

describe('an entry on its way', () => {
  it('shows as being sent, is no longer amended, and is done once answered', async () => {
    db = new ClinicDb(`sending-${Math.random()}`);
    const first = await createClient(db, clientFields(1));
    const second = await createClient(db, clientFields(2));
    let answer!: () => void;
    let asked!: () => void;
    const askedNow = new Promise<void>((resolve) => { asked = resolve; });
    const transport: Transport = {
      send: () => Promise.reject(new Error('one call each: not expected')),
      sendBatch: async (calls: OutboxCall[]) => {
        asked();
        await new Promise<void>((resolve) => { answer = resolve; });
        return calls.map((_call, i) => ({ statusCode: 201, message: '', data: null, result: { id: i + 1, version: 1 }, pagination: null }) as Envelope);
      },
    };
    const pass = replayPass({ db, transport, now: () => Date.now(), random: () => 0.5, onProgress: () => {} });
    await askedNow;

    expect((await openEntries(db)).map((e) => e.state)).toEqual(['in-flight', 'in-flight']);
    expect((await db.outbox.toArray()).map((e) => e.state)).toEqual(['pending', 'pending']);
    expect(await outboxSummary(db)).toMatchObject({ waiting: 2 });
    // Too late for the kiosk's correction: the server may have the first answer already.
    expect(await amendUnsentClient(db, first, clientFields(1, { firstName: 'زهرا' }))).toBe(false);
    expect((await getClient(db, first))?.fields.firstName).toBe(clientFields(1).firstName);

    answer();
    expect(await pass).toMatchObject({ sent: 2, done: 2 });
    expect(await openEntries(db)).toEqual([]);
    expect(await db.outbox.count()).toBe(0); // taken by the server: nothing of theirs is left
    expect(await db.sending.count()).toBe(0);
    expect((await getClient(db, second))?.serverId).toBe(2);
  });

  it('keeps its wait and tries when the backoffs end meanwhile (the network came back)', async () => {
    db = new ClinicDb(`sending-${Math.random()}`);
    await createClient(db, clientFields(3));
    const [entry] = await db.outbox.toArray();
    // Tried once and refused for a while; the wait is over.
    const now = Date.now();
    await deferEntry(db, entry!.seq!, { until: now - 1_000, now: now - 5_000 }, { reason: 'server', message: 'ServerError' });
    let reset = -1;
    const transport: Transport = {
      send: async <T,>() => {
        reset = await resetBackoff(db);
        return { statusCode: 201, message: '', data: null, result: { id: 9, version: 1 }, pagination: null } as Envelope<T>;
      },
    };
    expect(await replayPass({ db, transport, now: () => Date.now(), random: () => 0.5, onProgress: () => {} })).toMatchObject({ done: 1 });
    // Not an entry that waits: it is on its way (it was written 'in-flight' before schema 3).
    expect(reset).toBe(0);
    expect(await db.outbox.get(entry!.seq!)).toBeUndefined();
  });
});
