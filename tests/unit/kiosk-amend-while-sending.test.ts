// @vitest-environment node
// A visitor corrects the kiosk intake (back from the documents step) just as the push pass picks
// its create up: the correction either reaches the server, or the kiosk is told it came too late
// (amendUnsentClient → false). It was neither: the amend landed between the read the call was
// built from and the in-flight mark, so it said "amended" while the server got the old fields,
// and the in-flight mark, written from the round's copy, wrote the old payload back.
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/api/envelope';
import type { OutboxCall, Transport } from '../../src/api/outbox-transport';
import { amendUnsentClient, ClinicDb, createClient } from '../../src/db/index';
import { replayPass } from '../../src/sync/replay-pass';
import { clientFields } from './db-fixtures';

let db: ClinicDb;
afterEach(async () => db?.delete());

describe('a kiosk correction made while its create is being picked up', () => {
  it('is either sent or refused, never reported amended and lost', async () => {
    db = new ClinicDb(`kiosk-amend-${Math.random()}`);
    let amending: Promise<boolean> | undefined;
    let localId = '';
    // The visitor presses "next" the moment the pass has read the outbox page holding the create.
    db.use({
      stack: 'dbcore', name: 'amend-on-read',
      create: (down) => ({
        ...down,
        table: (name) => {
          const table = down.table(name);
          if (name !== 'outbox') return table;
          return {
            ...table,
            getMany: (req) => table.getMany(req).then((rows) => {
              if (localId && !amending) {
                amending = Dexie.ignoreTransaction(() => amendUnsentClient(db, localId, clientFields(7, { firstName: 'زهرا' })));
              }
              return rows;
            }),
          };
        },
      }),
    });
    localId = await createClient(db, clientFields(7, { firstName: 'مریم' }));

    const received: Array<Record<string, unknown>> = [];
    const ok = (): Envelope => ({ statusCode: 201, message: '', data: null, result: { id: 1, version: 1 }, pagination: null }) as Envelope;
    const transport: Transport = {
      send: async <T,>(call: OutboxCall) => {
        await amending;
        received.push(call.json as Record<string, unknown>);
        return ok() as Envelope<T>;
      },
    };
    const report = await replayPass({ db, transport, now: () => Date.now(), random: () => 0.5, onProgress: () => {} });

    expect(report).toMatchObject({ sent: 1, done: 1, failed: 0 });
    expect(amending).toBeDefined();
    const amended = await amending!;
    const sentName = received[0]?.firstName;
    // Told "amended": the server has the correction. Told "too late": it has the first answer
    // (and the kiosk says so), and the tablet's outbox still holds what was sent.
    expect(sentName).toBe(amended ? 'زهرا' : 'مریم');
    const entry = (await db.outbox.toArray())[0]!;
    expect((entry.payload as { firstName?: string }).firstName).toBe(sentName);
  });
});
