// @vitest-environment node
// What the tablet holds of a patient's story (issue 36 §3): each row an entry with its sync mark
// from the client's outbox chain (waiting, refused, sent), who wrote it here, only the kinds
// asked for, and rows deleted here marked so the merge leaves the server's copy out too.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ClinicDb, addDocument, createClient, deleteRecord, localTimeline, recordTableOf, saveRecord, setOutboxUser } from '../../src/db';
import { failEntry } from '../../src/db/outbox/queue';
import { kindsOfArea, mergeTimeline, timelineKinds } from '../../src/domain/timeline';
import { clientFields, pngBytes } from './db-fixtures';

let db: ClinicDb;
afterEach(async () => {
  setOutboxUser(undefined);
  await db?.delete();
});

async function patientWithRecords() {
  db = new ClinicDb(`timeline-${Math.random()}`);
  setOutboxUser({ userId: '7', fullName: 'سارا کریمی' });
  const client = await createClient(db, clientFields(1), Date.UTC(2025, 0, 1));
  const test = await saveRecord(db, 'screeningTest', client, { testType: 2, performedAt: '2025-05-01' }, 2, Date.UTC(2025, 4, 2));
  const consult = await saveRecord(db, 'consultation', client, { consultType: 1, performedAt: '2025-04-01' }, 1, Date.UTC(2025, 3, 2));
  const doc = await addDocument(db, client, 'identity', 3, { bytes: pngBytes(), mime: 'image/png' }, Date.UTC(2025, 1, 1));
  return { client, test, consult, doc };
}

describe('localTimeline', () => {
  it('every row an entry, waiting while its entry is queued, with the author who wrote it here', async () => {
    const { client, test, consult, doc } = await patientWithRecords();
    const rows = await localTimeline(db, client, timelineKinds);
    expect(rows.map((row) => row.entry.localId).sort()).toEqual([client, test, consult, doc].sort());
    for (const row of rows) expect(row).toMatchObject({ deleted: false, entry: { sync: 'waiting', recordedBy: 'سارا کریمی' } });
    expect(rows.find((row) => row.entry.localId === test)!.entry).toMatchObject({ kind: 'screeningTest', subtype: 2, performedAt: '2025-05-01' });
    expect(rows.find((row) => row.entry.localId === doc)!.entry).toMatchObject({ kind: 'document', subtype: 3, personal: false });
  });

  it('only the kinds asked for: a screening user gets no consultation', async () => {
    const { client, consult } = await patientWithRecords();
    const rows = await localTimeline(db, client, kindsOfArea('screening'));
    expect(rows.map((row) => row.entry.kind)).not.toContain('consultation');
    expect(rows.map((row) => row.entry.localId)).not.toContain(consult);
  });

  it('refused when the server refused its entry; sent once its entry is done and it has a server id', async () => {
    const { client, test, consult } = await patientWithRecords();
    const entries = await db.outbox.where('chain').equals(client).toArray();
    await failEntry(db, entries.find((e) => e.localId === consult)!.seq!, { reason: 'invalid', message: 'نادرست' });
    await db.outbox.update(entries.find((e) => e.localId === test)!.seq!, { state: 'done' });
    await db.recordTable(recordTableOf.screeningTest).update(test, { serverId: 41 });
    const rows = await localTimeline(db, client, timelineKinds);
    expect(rows.find((row) => row.entry.localId === consult)!.entry.sync).toBe('refused');
    expect(rows.find((row) => row.entry.localId === test)!.entry).toMatchObject({ sync: 'sent', serverId: 41 });
  });

  it('a record deleted here is marked, and the merge leaves out the server copy of it', async () => {
    const { client, test } = await patientWithRecords();
    await db.recordTable(recordTableOf.screeningTest).update(test, { serverId: 41 });
    await deleteRecord(db, 'screeningTest', test);
    const rows = await localTimeline(db, client, timelineKinds);
    expect(rows.find((row) => row.entry.localId === test)!.deleted).toBe(true);
    const server = [{ kind: 'screeningTest' as const, serverId: 41, localId: test, performedAt: '2025-05-01', recordedAt: '2025-05-02T00:00:00.000Z', sync: 'sent' as const }];
    expect(mergeTimeline(server, rows).map((entry) => entry.localId)).not.toContain(test);
  });

  it('nothing for a client the tablet does not hold', async () => {
    db = new ClinicDb(`timeline-${Math.random()}`);
    expect(await localTimeline(db, 'no-such-client', timelineKinds)).toEqual([]);
  });
});
