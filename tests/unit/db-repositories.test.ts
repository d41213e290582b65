// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ClinicDb, addDocument, clientDocuments, clientPage, clientRecords, createClient, deleteClient,
  deleteDocument, deleteRecord, findByNationalCode, findInList, outboxSummary, saveRecord, submitClient, updateClient,
} from '../../src/db';
import { clientFields, pngBytes } from './db-fixtures';

let db: ClinicDb;
const open = () => (db = new ClinicDb(`db-test-${Math.random()}`));
afterEach(async () => db?.delete());

describe('client repository', () => {
  it('writes the client and its create entry together, and counts it in its lists', async () => {
    open();
    const localId = await createClient(db, clientFields(1, { isScreening: true, isCoveredPatient: false }));
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ operation: 'client.create', localId, chain: localId, state: 'pending' });
    expect(entries[0]!.payload).toMatchObject({ nationalCode: clientFields(1).nationalCode, localId });
    expect(await clientPage(db, 'all', 1)).toMatchObject({ total: 1 });
    expect((await clientPage(db, 'screening', 1)).total).toBe(1);
    expect((await clientPage(db, 'covered', 1)).total).toBe(0);
    expect((await findByNationalCode(db, clientFields(1).nationalCode))?.localId).toBe(localId);
  });

  it("a station's search finds a client only when the client is on that station's list", async () => {
    open();
    const localId = await createClient(db, clientFields(3, { isScreening: true, isCoveredPatient: false }));
    expect((await findInList(db, 'all', clientFields(3).nationalCode))?.localId).toBe(localId);
    expect((await findInList(db, 'screening', clientFields(3).nationalCode))?.localId).toBe(localId);
    expect(await findInList(db, 'covered', clientFields(3).nationalCode)).toBeUndefined();
    await updateClient(db, localId, { ...clientFields(3), isScreening: false, isCoveredPatient: true });
    expect(await findInList(db, 'screening', clientFields(3).nationalCode)).toBeUndefined();
    expect((await findInList(db, 'covered', clientFields(3).nationalCode))?.localId).toBe(localId);
  });

  it('pages 6 newest first with the total from the counter', async () => {
    open();
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push(await createClient(db, clientFields(i), Date.UTC(2026, 0, 1, 0, i)));
    const first = await clientPage(db, 'all', 1);
    expect(first.total).toBe(8);
    expect(first.rows.map((r) => r.localId)).toEqual(ids.slice(2).reverse());
    expect((await clientPage(db, 'all', 2)).rows.map((r) => r.localId)).toEqual([ids[1], ids[0]]);
  });

  it('hides a deleted client at once and queues the delete after the create', async () => {
    open();
    const localId = await createClient(db, clientFields(2));
    await deleteClient(db, localId);
    expect((await clientPage(db, 'all', 1)).total).toBe(0);
    expect(await findByNationalCode(db, clientFields(2).nationalCode)).toBeUndefined();
    expect((await db.outbox.toArray()).map((e) => e.operation)).toEqual(['client.create', 'client.delete']);
  });

  it('moves the list counters on an edit, and chains a second edit onto the first', async () => {
    open();
    const localId = await createClient(db, clientFields(3, { isCoveredPatient: false }));
    await db.clients.update(localId, { version: 4 });
    await db.outbox.clear(); // as if the create had synced
    await updateClient(db, localId, clientFields(3, { isCoveredPatient: true }));
    await updateClient(db, localId, clientFields(3, { isCoveredPatient: true, address: 'قم' }));
    expect((await clientPage(db, 'covered', 1)).total).toBe(1);
    const [first, second] = await db.outbox.toArray();
    expect(first).toMatchObject({ operation: 'client.update', baseVersion: 4 });
    expect(first!.payload).not.toHaveProperty('isNew');
    expect(second!.baseVersion).toBeUndefined();
  });

  it('queues the submit', async () => {
    open();
    const localId = await createClient(db, clientFields(4));
    await submitClient(db, localId);
    expect((await db.clients.get(localId))?.submitted).toBe(1);
    expect((await outboxSummary(db)).pending).toBe(2);
  });
});

describe('documents and records', () => {
  it('keeps photo bytes as an ArrayBuffer and hangs the upload on the client chain', async () => {
    open();
    const client = await createClient(db, clientFields(5));
    const doc = await addDocument(db, client, 'identity', 3, { bytes: pngBytes(), mime: 'image/png' });
    const [stored] = await clientDocuments(db, client, 'identity');
    expect(stored?.photo).toBeInstanceOf(ArrayBuffer);
    expect(stored?.mime).toBe('image/png');
    const entry = (await db.outbox.toArray()).find((e) => e.localId === doc);
    expect(entry).toMatchObject({ operation: 'document.upload', chain: client, dependsOn: { table: 'clients', localId: client } });
    await deleteDocument(db, doc);
    expect(await clientDocuments(db, client, 'identity')).toEqual([]);
  });

  it('writes nothing when the client is unknown (all or nothing)', async () => {
    open();
    await expect(saveRecord(db, 'screeningTest', 'nope', { testType: 2 })).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.screeningTests.count()).toBe(0);
  });

  it('saves and deletes a clinical record of a client', async () => {
    open();
    const client = await createClient(db, clientFields(6));
    const test = await saveRecord(db, 'helperTest', client, { q1: 1 }, 2);
    expect((await clientRecords(db, 'helperTest', client, 1)).rows[0]).toMatchObject({ localId: test, subtype: 2 });
    await deleteRecord(db, 'helperTest', test);
    expect((await clientRecords(db, 'helperTest', client, 1)).total).toBe(0);
    expect((await db.outbox.toArray()).map((e) => e.operation)).toEqual(['client.create', 'record.create', 'record.delete']);
  });
});

describe('outbox housekeeping', () => {
  it('lists open entries in seq order; an entry the server took leaves at once, a taken SMS after a week', async () => {
    open();
    const { settleTakenOne, pruneDone, failEntry } = await import('../../src/db/outbox/queue');
    const { openEntries } = await import('../../src/db/outbox/summary');
    const a = await createClient(db, clientFields(20));
    await createClient(db, clientFields(21));
    const sms = await saveRecord(db, 'sms', a, { phoneNumber: '09120000000', text: 'سلام' });
    const [first, second, third] = await db.outbox.toArray();
    expect(third).toMatchObject({ localId: sms, announce: true });
    await failEntry(db, second!.seq!, { reason: 'invalid', message: 'نادرست' });
    expect((await openEntries(db)).map((e) => e.seq)).toEqual([first!.seq, second!.seq, third!.seq]);
    const t = Date.UTC(2026, 10, 1);
    await db.transaction('rw', db.outbox, db.sending, async () => {
      await settleTakenOne(db, first!.seq!, t);
      await settleTakenOne(db, third!.seq!, t);
    });
    expect((await openEntries(db)).map((e) => e.seq)).toEqual([second!.seq]);
    expect((await db.outbox.toArray()).map((e) => [e.seq, e.state])).toEqual([[second!.seq, 'failed'], [third!.seq, 'done']]);
    // A tablet may hold done entries an earlier app kept (each one the server took, a week): dropped at the first prune.
    await createClient(db, clientFields(22));
    const kept = (await db.outbox.toArray()).at(-1)!;
    await db.outbox.update(kept.seq!, { state: 'done', doneAt: t });
    expect(await pruneDone(db, t + 60_000)).toBe(1);
    expect(await db.outbox.get(kept.seq!)).toBeUndefined();
    expect(await pruneDone(db, t + 6 * 24 * 3600_000)).toBe(0);
    expect(await pruneDone(db, t + 8 * 24 * 3600_000)).toBe(1);
    expect(await db.outbox.count()).toBe(1);
  });
});
