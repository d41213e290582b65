// @vitest-environment node
// The outbox's index of untold outcomes (db/store/untold-index.ts), which the outcome watch reads
// instead of every refused entry and the last 200 done ones: whoever writes an entry (a refusal,
// a done mark written as stored, a retry, a claim), the index holds exactly the entries whose
// outcome a person is still to be told of. Schema 4 starts it from what the old watch would tell.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { claimEntryNotice, claimOutcomeNotices, ClinicDb, createClient, resendRefused, retryEntry, saveRecord, watchOutcomeNotices, type OutcomeNotice } from '../../src/db/index';
import { failEntry } from '../../src/db/outbox/queue';
import { completeEntry } from '../../src/db/writeback/write-server-answer';
import { clientFields } from './db-fixtures';
import { seedSchema } from './earlier-schemas';

const opened: ClinicDb[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

function freshDb(name = `untold-${Math.random()}`): ClinicDb {
  const db = new ClinicDb(name);
  opened.push(db);
  return db;
}

const untoldSeqs = (db: ClinicDb) => db.outbox.where('untold').equals(1).primaryKeys();
const refusal = { reason: 'invalid', message: 'کدملی وارد شده اشتباه است.', status: 400 } as const;

describe('the index of untold outcomes', () => {
  it('holds a refusal until it is told, a taken SMS until it is told, and nothing else', async () => {
    const db = freshDb();
    const client = await createClient(db, clientFields(1, { firstName: 'نرگس', lastName: 'صالحی' }));
    await saveRecord(db, 'sms', client, { phoneNumber: '09121234567', text: 'نوبت شما فردا است' });
    const [create, send] = await db.outbox.orderBy('seq').toArray();
    expect(await untoldSeqs(db)).toEqual([]); // waiting is no outcome yet

    await completeEntry(db, create!, { id: 11, version: 1 }); // a done create is told of nobody
    await completeEntry(db, send!, { id: 12, version: 1 }); // a done SMS is: written as stored
    expect(await untoldSeqs(db)).toEqual([send!.seq]);
    expect(await claimEntryNotice(db, send!.id)).toBe(true); // its dialog told it
    expect(await untoldSeqs(db)).toEqual([]);

    const other = await createClient(db, clientFields(2, { firstName: 'لیلا', lastName: 'نوری' }));
    const refused = (await db.outbox.where('localId').equals(other).first())!;
    await failEntry(db, refused.seq!, refusal);
    expect(await untoldSeqs(db)).toEqual([refused.seq]);
    const notices = await claimOutcomeNotices(db);
    expect(notices.map((n) => [n.kind, n.clientLabel])).toEqual([['refused', 'لیلا نوری']]);
    expect(await untoldSeqs(db)).toEqual([]);

    // Retried (a new Idempotency-Key) and refused again: told again.
    await retryEntry(db, refused.id);
    expect(await untoldSeqs(db)).toEqual([]);
    const again = (await db.outbox.get(refused.seq!))!;
    await failEntry(db, again.seq!, refusal);
    expect(await untoldSeqs(db)).toEqual([refused.seq]);
    expect((await db.outbox.get(refused.seq!))?.lastError?.message).toBe(refusal.message);
  });

  it('a refusal a person corrects and sends again leaves the index', async () => {
    const db = freshDb();
    const client = await createClient(db, clientFields(6, { firstName: 'سارا', lastName: 'رضایی' }));
    const create = (await db.outbox.where('localId').equals(client).first())!;
    await failEntry(db, create.seq!, refusal);
    expect(await untoldSeqs(db)).toEqual([create.seq]);
    await resendRefused(db, create.id, { ...clientFields(7, { firstName: 'سارا', lastName: 'رضایی' }) });
    expect((await db.outbox.get(create.seq!))?.state).toBe('pending');
    expect(await untoldSeqs(db)).toEqual([]);
  });

  it('tells only the refusals of the person asking, and leaves another person\'s in the index', async () => {
    const db = freshDb();
    const mine = await createClient(db, clientFields(3));
    const theirs = await createClient(db, clientFields(4));
    await db.outbox.where('localId').equals(mine).modify({ userId: '9' });
    await db.outbox.where('localId').equals(theirs).modify({ userId: '7' });
    for (const localId of [mine, theirs]) await failEntry(db, (await db.outbox.where('localId').equals(localId).first())!.seq!, refusal);
    expect(await claimOutcomeNotices(db, '9')).toHaveLength(1);
    expect(await untoldSeqs(db)).toHaveLength(1);
    expect(await claimOutcomeNotices(db, '7')).toHaveLength(1);
    expect(await untoldSeqs(db)).toEqual([]);
  });
});

describe('the outcome watch', () => {
  it('hears a refusal made after it began watching, through the index alone', async () => {
    const db = freshDb();
    const heard: OutcomeNotice[][] = [];
    const stop = watchOutcomeNotices(db, undefined, (notices) => heard.push(notices));
    try {
      const client = await createClient(db, clientFields(5, { firstName: 'مینا', lastName: 'کاظمی' }));
      await new Promise((resolve) => setTimeout(resolve, 50)); // the watch has read the empty index
      await failEntry(db, (await db.outbox.where('localId').equals(client).first())!.seq!, refusal);
      await expect.poll(() => heard.flat().map((n) => [n.kind, n.clientLabel]), { timeout: 5_000 }).toEqual([['refused', 'مینا کاظمی']]);
      expect(await untoldSeqs(db)).toEqual([]);
    } finally {
      stop();
    }
  });
});

describe('schema 4 upgrade', () => {
  const entry = (seq: number, state: string, extra: Record<string, unknown> = {}) => ({
    seq, id: `e${seq}`, operation: 'record.create', table: 'smsMessages', localId: `r${seq}`, chain: 'c1',
    attempts: 0, nextAttemptAt: 0, state, createdAt: '2026-01-01T00:00:00Z', payload: { text: `t${seq}` }, ...extra,
  });

  it('marks the refusals and the SMS among the last 200 done that nobody was told of', async () => {
    const name = `upgrade-v4-${Math.random()}`;
    const done = (seq: number) => entry(seq, 'done', { operation: 'client.create', table: 'clients' });
    await seedSchema(name, 3, (v3) => v3.table('outbox').bulkAdd([
      entry(1, 'done', { announce: true }), // an SMS further back than 200 done: not told years late
      ...Array.from({ length: 200 }, (_, i) => done(2 + i)),
      entry(202, 'failed'), // refused, untold
      entry(203, 'failed', { noticeFor: 'e203' }), // refused, told
      entry(204, 'done', { announce: true }), // an SMS taken, untold
      entry(205, 'done', { announce: true, noticeFor: 'e205' }), // told
      entry(206, 'pending', { announce: true }), // not sent yet
    ]));
    const db = freshDb(name);
    expect(await untoldSeqs(db)).toEqual([202, 204]);
    expect((await claimOutcomeNotices(db)).map((n) => [n.kind, n.kind !== 'merged' && n.entry.seq])).toEqual([['refused', 202], ['sent', 204]]);
    expect(await untoldSeqs(db)).toEqual([]);
    expect(await db.outbox.count()).toBe(206); // nothing else changed
  });
});
