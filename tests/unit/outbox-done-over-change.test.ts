// @vitest-environment node
// While a round is on its way, another writer may change one of its entries: a pulled twin
// folded into an adopted client moves the entries of the twin's chain to the adopted one
// (adopt-server-client.ts). An entry the server took leaves the outbox, changed or not; an SMS
// is kept, marked done, until its outcome is told, and its done write comes from the entry as it
// is (written from the round's own copy, it would put the twin's chain back).
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/api/envelope';
import type { OutboxCall, Transport } from '../../src/api/outbox-transport';
import { ClinicDb, createClient, saveRecord } from '../../src/db/index';
import { replayPass } from '../../src/sync/replay-pass';
import { clientFields } from './db-fixtures';

let db: ClinicDb;
afterEach(async () => db?.delete());

const ok = (id: number) => ({ statusCode: 201, message: '', data: null, result: { id, version: 1 }, pagination: null }) as Envelope;

describe('a done write over an entry changed while it was on its way', () => {
  it('keeps the change', async () => {
    db = new ClinicDb(`done-over-change-${Math.random()}`);
    const clients: string[] = [];
    for (let n = 1; n < 6; n++) clients.push(await createClient(db, clientFields(n)));
    let duringBatch = async () => {};
    const transport: Transport = {
      send: async <T,>() => ok(1) as Envelope<T>,
      sendBatch: async (calls: OutboxCall[]) => {
        await duringBatch();
        return calls.map((_call, i) => ok(i + 1));
      },
    };
    const pass = () => replayPass({ db, transport, now: () => Date.now(), random: () => 0.5, onProgress: () => {} });
    // The clients' creates, taken by the server, leave the outbox with nothing to say.
    expect(await pass()).toMatchObject({ sent: 5, done: 5, failed: 0 });
    expect(await db.outbox.count()).toBe(0);

    for (const [i, client] of clients.entries()) await saveRecord(db, 'sms', client, { phoneNumber: '09120000000', text: `پیام ${i + 1}` });
    const [entry] = await db.outbox.where('localId').equals((await db.smsMessages.where('clientLocalId').equals(clients[0]!).first())!.localId).toArray();
    duringBatch = async () => {
      // The fold, while the batch is with the server.
      await db.outbox.update(entry!.seq!, { chain: 'adopted-client' });
    };
    expect(await pass()).toMatchObject({ sent: 5, done: 5, failed: 0 });
    const after = await db.outbox.get(entry!.seq!);
    expect(after).toMatchObject({ state: 'done', chain: 'adopted-client' });
    const all = await db.outbox.orderBy('seq').toArray();
    expect(all.map((e) => [e.state, (e.payload as { text?: string }).text])).toEqual([1, 2, 3, 4, 5].map((n) => ['done', `پیام ${n}`]));
  });
});
