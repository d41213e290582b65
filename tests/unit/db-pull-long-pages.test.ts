// @vitest-environment node
// Pull pages of the engine's size (200 changes): a new tablet's first pull, a page over rows with
// entries waiting, and the kept-back changes applied later. Each loops over more than 100 rows
// inside one Dexie transaction, where an await that reads nothing (100 in a row) made Dexie lose
// the transaction: the first pull of a tablet failed with PrematureCommitError.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ClinicDb, createClient } from '../../src/db/index';
import { readCounter } from '../../src/db/records/counters';
import { settleTakenOne } from '../../src/db/outbox/queue';
import { applyChangesPage, type ServerChange } from '../../src/db/pull/apply';
import { clientFields } from './db-fixtures';

let db: ClinicDb;
afterEach(async () => db?.delete());
const now = Date.UTC(2026, 10, 22);

const client = (id: number, version: number, localId: string, firstName: string): ServerChange => ({
  entity: 'client', id, op: 'upsert', version, data: { id, localId, ...clientFields(id, { firstName }) },
});

describe('pull pages of 200', () => {
  it('lands a first page of 200 new clients whole, counters and cursor with it', async () => {
    db = new ClinicDb(`pull-long-${Math.random()}`);
    const page = Array.from({ length: 200 }, (_, i) => client(i + 1, 1, `tablet-b-${i}`, 'سرور'));
    expect(await applyChangesPage(db, page, 200, now)).toBe(200);
    expect(await db.clients.count()).toBe(200);
    expect(await readCounter(db, 'all')).toBe(200);
    expect((await db.syncState.get('main'))?.cursors).toEqual({ default: '200' });
  });

  it('keeps back 150 changes to rows whose entries wait, applies the other 50, and the 150 once their entries are done', async () => {
    db = new ClinicDb(`pull-long-${Math.random()}`);
    const mine: string[] = [];
    for (let i = 0; i < 150; i++) mine.push(await createClient(db, clientFields(1000 + i, { firstName: 'محلی' }), now));
    const page = [
      ...mine.map((localId, i) => client(1000 + i, 1, localId, 'سرور')),
      ...Array.from({ length: 50 }, (_, i) => client(i + 1, 1, `tablet-b-${i}`, 'سرور')),
    ];
    expect(await applyChangesPage(db, page, 1, now)).toBe(50);
    expect(await db.deferredChanges.count()).toBe(150);
    expect((await db.clients.get(mine[149]!))?.fields.firstName).toBe('محلی');

    for (const entry of await db.outbox.toArray()) await db.transaction('rw', db.outbox, db.sending, () => settleTakenOne(db, entry.seq!, now));
    expect(await applyChangesPage(db, [], 2, now)).toBe(150);
    expect(await db.deferredChanges.count()).toBe(0);
    expect((await db.clients.get(mine[149]!))?.fields.firstName).toBe('سرور');
    expect(await readCounter(db, 'all')).toBe(200);
  });
});
