// @vitest-environment node
// The tablet's client lists and search in the server's order (issue 36 §1, defect 4): by the
// server's creation time (server/store/list-order.ts: created_at DESC), not by when a row was
// typed here. Two clients typed in one order reach the server in the other (a retry, a second
// tablet): once the server's answer or a pull tells their creation times, the tablet reads them
// as the server lists them, in its list and in its search alike.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { clientPage, ClinicDb, createClient, searchClients } from '../../src/db/index';
import { applyChangesPage } from '../../src/db/pull/apply';
import { completeEntry } from '../../src/db/writeback/write-server-answer';
import { clientFields } from './db-fixtures';

let db: ClinicDb;
afterEach(async () => db?.delete());

const typedAt = (day: number) => Date.UTC(2025, 0, day);
const serverAt = (day: number) => new Date(Date.UTC(2025, 1, day)).toISOString();
const lastNames = async () => ({
  list: (await clientPage(db, 'all', 1)).rows.map((row) => row.fields.lastName),
  search: (await searchClients(db, 'all', 'ترتیب', 1)).rows.map((row) => row.fields.lastName),
});

describe('the order of the tablet\'s lists', () => {
  it('takes the server\'s creation time from a create\'s answer', async () => {
    db = new ClinicDb(`list-order-${Math.random()}`);
    const first = await createClient(db, clientFields(1, { firstName: 'ترتیب', lastName: 'اول' }), typedAt(1));
    const second = await createClient(db, clientFields(2, { firstName: 'ترتیب', lastName: 'دوم' }), typedAt(2));
    expect(await lastNames()).toEqual({ list: ['دوم', 'اول'], search: ['دوم', 'اول'] });
    const entries = await db.outbox.orderBy('seq').toArray();
    const entryOf = (localId: string) => entries.find((e) => e.localId === localId && e.operation === 'client.create')!;
    // The second reached the server first.
    await completeEntry(db, entryOf(second), { id: 20, version: 1, result: { id: 20, version: 1, createdAt: serverAt(1) } });
    await completeEntry(db, entryOf(first), { id: 21, version: 1, result: { id: 21, version: 1, createdAt: serverAt(2) } });
    expect(await lastNames()).toEqual({ list: ['اول', 'دوم'], search: ['اول', 'دوم'] });
  });

  it('takes the server\'s creation time from a pull, for a row typed here too', async () => {
    db = new ClinicDb(`list-order-${Math.random()}`);
    const mine = await createClient(db, clientFields(1, { firstName: 'ترتیب', lastName: 'اینجا' }), typedAt(3));
    const entry = (await db.outbox.toArray()).find((e) => e.localId === mine)!;
    await completeEntry(db, entry, { id: 30, version: 1 }); // an answer without its time (an older server)
    await applyChangesPage(db, [
      { entity: 'client', id: 31, op: 'upsert', version: 1, data: { id: 31, localId: 'other-tablet', createdAt: serverAt(2), ...clientFields(2, { firstName: 'ترتیب', lastName: 'دیگری' }) } },
      { entity: 'client', id: 30, op: 'upsert', version: 2, data: { id: 30, localId: mine, createdAt: serverAt(1), ...clientFields(1, { firstName: 'ترتیب', lastName: 'اینجا' }) } },
    ], 1, Date.UTC(2025, 2, 1));
    expect(await lastNames()).toEqual({ list: ['دیگری', 'اینجا'], search: ['دیگری', 'اینجا'] });
  });
});
