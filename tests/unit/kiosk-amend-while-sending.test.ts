// @vitest-environment node
// A visitor corrects the kiosk intake (back from the documents step) just as the push pass picks
// its create up: the correction either reaches the server, or the kiosk is told it came too late
// (amendUnsentClient → false), never neither: an amend landing between the read the call is
// built from and the in-flight mark must not say "amended" while the server gets the old fields,
// nor may the in-flight mark, written from the round's copy, write the old payload back.
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/api/envelope';
import type { OutboxCall, Transport } from '../../src/api/outbox-transport';
import { amendUnsentClient, ClinicDb, createClient } from '../../src/db/index';
import { replayPass } from '../../src/sync/replay-pass';
import { clientFields } from './db-fixtures';
import { wrapTables } from './db-wrap-tables';

let db: ClinicDb;
afterEach(async () => db?.delete());

describe('a kiosk correction made while its create is being picked up', () => {
  // Alone, the create goes as one call; beside another intake, in a sync/batch request.
  it.each([['alone', 0], ['in a batch', 1]])('is either sent or refused, never reported amended and lost (%s)', async (_how, before) => {
    db = new ClinicDb(`kiosk-amend-${Math.random()}`);
    let amending: Promise<boolean> | undefined;
    let localId = '';
    // The visitor presses "next" the moment the pass has read the outbox page holding the create.
    wrapTables(db, 'amend-on-read', (table, name) => (name !== 'outbox' ? {} : {
      getMany: (req) => table.getMany(req).then((rows) => {
        if (localId && !amending) {
          amending = Dexie.ignoreTransaction(() => amendUnsentClient(db, localId, clientFields(7, { firstName: 'زهرا' })));
        }
        return rows;
      }),
    }));
    for (let n = 0; n < before; n++) await createClient(db, clientFields(20 + n));
    localId = await createClient(db, clientFields(7, { firstName: 'مریم' }));
    const [create] = await db.outbox.where('localId').equals(localId).toArray();

    const received = new Map<string, Record<string, unknown>>();
    const ok = (id: number) => ({ statusCode: 201, message: '', data: null, result: { id, version: 1 }, pagination: null }) as Envelope;
    const transport: Transport = {
      send: async <T,>(call: OutboxCall) => {
        await amending;
        received.set(call.idempotencyKey!, call.json as Record<string, unknown>);
        return ok(received.size) as Envelope<T>;
      },
      sendBatch: async (calls: OutboxCall[]) => {
        await amending;
        return calls.map((call) => {
          received.set(call.idempotencyKey!, call.json as Record<string, unknown>);
          return ok(received.size);
        });
      },
    };
    const report = await replayPass({ db, transport, now: () => Date.now(), random: () => 0.5, onProgress: () => {} });

    expect(report).toMatchObject({ sent: before + 1, done: before + 1, failed: 0 });
    expect(amending).toBeDefined();
    const amended = await amending!;
    const sentName = received.get(create!.id)?.firstName;
    // Told "amended": the server has the correction. Told "too late": it has the first answer
    // (and the kiosk says so). Either way the tablet's client is what was sent, and its create,
    // taken, left the outbox.
    expect(sentName).toBe(amended ? 'زهرا' : 'مریم');
    expect((await db.clients.get(localId))?.fields.firstName).toBe(sentName);
    expect(await db.outbox.where('localId').equals(localId).count()).toBe(0);
  });
});
