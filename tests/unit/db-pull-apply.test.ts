// @vitest-environment node
// The batched pull page (db/pull/apply.ts): the rules a page applied in memory could get wrong.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ClinicDb, createClient } from '../../src/db/index';
import { readCounter } from '../../src/db/records/counters';
import { settleTakenOne } from '../../src/db/outbox/queue';
import { applyChangesPage, type ServerChange } from '../../src/db/pull/apply';
import type { ClientFields } from '../../src/db/store/types';
import { clientFields } from './db-fixtures';

let db: ClinicDb;
const open = () => (db = new ClinicDb(`pull-apply-${Math.random()}`));
afterEach(async () => db?.delete());
const now = Date.UTC(2026, 10, 22);

const client = (id: number, n: number, over: Partial<ClientFields> = {}, localId?: string): ServerChange => ({
  entity: 'client', id, op: 'upsert', version: 1, data: { id, ...(localId ? { localId } : {}), ...clientFields(n, over) },
});
const gone = (entity: string, id: number): ServerChange => ({ entity, id, op: 'delete' });
const counters = async () => ({ all: await readCounter(db, 'all'), covered: await readCounter(db, 'covered'), screening: await readCounter(db, 'screening') });
/** The counters must equal what the rows say. */
const counted = async () => {
  const rows = await db.clients.toArray();
  return { all: rows.filter((r) => r.inAll).length, covered: rows.filter((r) => r.inCovered).length, screening: rows.filter((r) => r.inScreening).length };
};

describe('applyChangesPage', () => {
  it('applies two changes to one record in one page in order: the later wins, one row', async () => {
    open();
    const first = client(1, 1, { firstName: 'اول', isCoveredPatient: false }, 'tablet-b-1');
    const second = { ...client(1, 1, { firstName: 'دوم', isCoveredPatient: true }), version: 2 }; // no echo: found by serverId
    expect(await applyChangesPage(db, [first, second], 5, now)).toBe(2);
    const rows = await db.clients.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ localId: 'tablet-b-1', serverId: 1, version: 2, inCovered: 1 });
    expect(rows[0]!.fields.firstName).toBe('دوم');
    expect(await counters()).toEqual({ all: 1, covered: 1, screening: 1 });
    expect((await db.syncState.get('main'))?.cursors).toEqual({ default: '5' });
  });

  it('an upsert then a delete of the same record in one page leaves no row and no count; a delete then an upsert brings it back', async () => {
    open();
    expect(await applyChangesPage(db, [client(1, 1, {}, 'l-1'), client(2, 2), gone('client', 1)], 1, now)).toBe(3);
    expect((await db.clients.toArray()).map((r) => r.serverId)).toEqual([2]);
    expect(await counters()).toEqual({ all: 1, covered: 0, screening: 1 });

    expect(await applyChangesPage(db, [gone('client', 2), client(2, 2, { isScreening: false })], 2, now)).toBe(2);
    const rows = await db.clients.toArray();
    expect(rows.map((r) => [r.localId, r.inScreening])).toEqual([['server-clients-2', 0]]);
    expect(await counters()).toEqual({ all: 1, covered: 0, screening: 0 });
    expect(await counters()).toEqual(await counted());
  });

  it('keeps back a change to a record with entries still waiting, and applies it once they are done', async () => {
    open();
    const localId = await createClient(db, clientFields(7, { firstName: 'محلی', isCoveredPatient: true }), now);
    const echo = client(70, 7, { firstName: 'سرور', isCoveredPatient: false }, localId);
    expect(await applyChangesPage(db, [echo, client(71, 8)], 1, now)).toBe(1);
    expect((await db.clients.get(localId))?.fields.firstName).toBe('محلی');
    expect(await counters()).toEqual({ all: 2, covered: 1, screening: 2 });

    // A delete in the same page as a second attempt: still protected.
    expect(await applyChangesPage(db, [gone('client', 70)], 2, now)).toBe(0);
    expect(await db.clients.get(localId)).toBeDefined();

    const entry = (await db.outbox.toArray())[0]!;
    await db.transaction('rw', db.outbox, db.sending, () => settleTakenOne(db, entry.seq!, now));
    // The kept change is applied by the next page, which need not bring it again.
    expect(await applyChangesPage(db, [], 3, now)).toBe(1);
    expect(await db.deferredChanges.count()).toBe(0);
    expect(await db.clients.get(localId)).toMatchObject({ serverId: 70, inCovered: 0, fields: { firstName: 'سرور' } });
    expect(await counters()).toEqual({ all: 2, covered: 0, screening: 2 });
  });

  it('keeps the counters right when a page moves clients into and out of the covered list', async () => {
    open();
    await applyChangesPage(db, [client(1, 1, { isCoveredPatient: true }), client(2, 2), client(3, 3, { isCoveredPatient: true })], 1, now);
    expect(await counters()).toEqual({ all: 3, covered: 2, screening: 3 });
    const page = [
      client(1, 1, { isCoveredPatient: false }), // out
      client(2, 2, { isCoveredPatient: true }), // in
      client(2, 2, { isCoveredPatient: false }), // and out again
      client(2, 2, { isCoveredPatient: true, isScreening: false }), // and in, off screening
      client(4, 4, { isCoveredPatient: true }), // a new one, in
      gone('client', 3), // a covered one deleted
    ];
    expect(await applyChangesPage(db, page, 2, now)).toBe(6);
    expect(await counters()).toEqual({ all: 3, covered: 2, screening: 2 });
    expect(await counters()).toEqual(await counted());
  });

  it('files a record under a client that arrived earlier in the same page; one that cannot find its client is skipped', async () => {
    open();
    const doc = (id: number, clientId: number): ServerChange => ({ entity: 'document', id, op: 'upsert', data: { id, clientId, documentTypes: 2, fileName: `d${id}.jpg` } });
    const exam = (id: number, clientId: number): ServerChange => ({ entity: 'examination', id, op: 'upsert', data: { id, clientId, type: 3 } });
    expect(await applyChangesPage(db, [doc(10, 5), client(5, 5, {}, 'c-5'), doc(11, 5), exam(12, 5), doc(13, 99)], 1, now)).toBe(3);
    expect((await db.documents.toArray()).map((d) => [d.serverId, d.clientLocalId, d.type])).toEqual([[11, 'c-5', 2]]);
    expect(await db.examinations.toArray()).toMatchObject([{ serverId: 12, clientLocalId: 'c-5', kind: 'examination', subtype: 3 }]);
    // A later change to the document without its client keeps it where it was.
    expect(await applyChangesPage(db, [{ entity: 'document', id: 11, op: 'upsert', data: { id: 11, documentTypes: 4 } }], 2, now)).toBe(1);
    expect(await db.documents.get('server-documents-11')).toMatchObject({ clientLocalId: 'c-5', type: 4 });
  });

  it('a client delete takes what hangs on the client, with or without the server\'s own deletes of it in the feed', async () => {
    const doc = (id: number): ServerChange => ({ entity: 'document', id, op: 'upsert', data: { id, clientId: 5, documentTypes: 2, fileName: `d${id}.jpg` } });
    const exam = (id: number): ServerChange => ({ entity: 'examination', id, op: 'upsert', data: { id, clientId: 5, type: 3 } });
    const held = async () => ({
      clients: await db.clients.count(), documents: await db.documents.count(), examinations: await db.examinations.count(),
      photos: await db.photoCache.count(), deferred: await db.deferredChanges.count(),
    });
    for (const cascade of [[], [gone('document', 10), gone('examination', 11)]]) {
      open();
      await applyChangesPage(db, [client(5, 5, {}, 'c-5'), doc(10), exam(11), client(6, 6, {}, 'c-6'), { ...exam(12), data: { id: 12, clientId: 6, type: 1 } }], 1, now);
      await db.photoCache.put({ fileName: 'd10.jpg', clientLocalId: 'c-5', bytes: new ArrayBuffer(3), mime: 'image/jpeg', size: 3, usedAt: now });
      await applyChangesPage(db, [...cascade, gone('client', 5)], 2, now);
      expect(await held()).toEqual({ clients: 1, documents: 0, examinations: 1, photos: 0, deferred: 0 });
      expect(await counters()).toEqual(await counted());
      await db.delete();
    }
  });
});
