// @vitest-environment node
// What a pull page (db/pull/apply.ts) reads beyond the rows it writes: the waiting outbox entries
// from index keys alone (never whole entries with their payloads), and the rows by serverId only
// for changes whose echoed localId found no row. The rules stay: a change to a row with entries
// waiting is kept back, and a row found only by its serverId is still updated in place.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ClinicDb, createClient, updateClient } from '../../src/db/index';
import { applyChangesPage, type ServerChange } from '../../src/db/pull/apply';
import type { ClientFields } from '../../src/db/store/types';
import { clientFields } from './db-fixtures';
import { countRequests } from './db-request-count';

let db: ClinicDb;
afterEach(async () => db?.delete());
const now = Date.UTC(2026, 10, 22);

const client = (id: number, n: number, version: number, localId?: string, over: Partial<ClientFields> = {}): ServerChange => ({
  entity: 'client', id, op: 'upsert', version, data: { id, ...(localId ? { localId } : {}), ...clientFields(n, over) },
});

describe('a pull page', () => {
  it('finds rows with entries waiting from index keys, reading no outbox entry whole', async () => {
    db = new ClinicDb(`pull-reads-${Math.random()}`);
    const counts = countRequests(db);
    // This tablet's own clients, not sent yet: their create entries wait, payloads and all.
    const mine = [];
    for (let n = 0; n < 30; n++) mine.push(await createClient(db, clientFields(n, { firstName: 'محلی' }), now));
    counts.clear();

    const page = [client(1, 0, 1, mine[0]), client(2, 100, 1, 'other-tablet-2'), client(3, 1, 1, mine[1])];
    expect(await applyChangesPage(db, page, 1, now)).toBe(1);
    expect((await db.clients.get(mine[0]!))?.fields.firstName).toBe('محلی');
    expect(await db.deferredChanges.count()).toBe(2);
    expect(await db.clients.get('other-tablet-2')).toMatchObject({ serverId: 2 });
    const outboxReads = [...counts.queries].filter(([key]) => key.startsWith('outbox.') && key.endsWith('values'));
    expect(outboxReads).toEqual([]);
    expect(counts.reads.get('outbox') ?? 0).toBe(0);
  });

  it('looks rows up by serverId only for changes whose echoed localId found none', async () => {
    db = new ClinicDb(`pull-reads-${Math.random()}`);
    const counts = countRequests(db);
    await applyChangesPage(db, [client(1, 1, 1, 'tablet-b-1'), client(2, 2, 1, 'tablet-b-2'), client(3, 3, 1)], 1, now);
    counts.clear();

    // Their next versions, echoed: found by localId, no serverId lookup.
    await applyChangesPage(db, [client(1, 1, 2, 'tablet-b-1'), client(2, 2, 2, 'tablet-b-2')], 2, now);
    expect(counts.queries.get('clients.serverId values') ?? 0).toBe(0);
    expect((await db.clients.get('tablet-b-2'))?.version).toBe(2);

    // A change without an echo (the server lost it) still lands on the row holding its serverId.
    counts.clear();
    await applyChangesPage(db, [client(3, 3, 2, undefined, { firstName: 'دوم' })], 3, now);
    expect(counts.queries.get('clients.serverId values')).toBe(1);
    expect(await db.clients.count()).toBe(3);
    expect((await db.clients.get('server-clients-3'))?.fields.firstName).toBe('دوم');
  });

  it('reads no row key by key on a first pull, where none of the keys of the page is held yet', async () => {
    db = new ClinicDb(`pull-reads-${Math.random()}`);
    const counts = countRequests(db);
    // Ordered like the UUIDv7 localIds tablets make: a page of newer clients spans no held key.
    const page = (from: number) => Array.from({ length: 200 }, (_, i) => client(from + i, from + i, 1, `tablet-b-${String(from + i).padStart(4, '0')}`));
    await applyChangesPage(db, page(1), 1, now);
    counts.clear();

    await applyChangesPage(db, page(201), 2, now);
    expect(await db.clients.count()).toBe(400);
    expect(counts.reads.get('clients') ?? 0).toBe(0);
    // One request per span (by localId, by serverId), each answering no row.
    expect(counts.queriedRows.get('clients') ?? 0).toBe(0);
    expect(counts.queries.get('clients.serverId values') ?? 0).toBeLessThanOrEqual(1);
  });

  it('reads the held rows of a page in one request when they lie side by side', async () => {
    db = new ClinicDb(`pull-reads-${Math.random()}`);
    const counts = countRequests(db);
    const page = (version: number) => Array.from({ length: 200 }, (_, i) => client(i + 1, i + 1, version, `tablet-b-${String(i + 1).padStart(4, '0')}`));
    await applyChangesPage(db, page(1), 1, now);
    counts.clear();

    // Their next versions: edits made on other tablets.
    expect(await applyChangesPage(db, page(2), 2, now)).toBe(200);
    expect(counts.reads.get('clients') ?? 0).toBe(0);
    expect(counts.queries.get('clients. values')).toBe(1);
    expect((await db.clients.toArray()).every((row) => row.version === 2)).toBe(true);
    expect(await db.clients.count()).toBe(200);
  });

  it('opens none of the client rows it holds: their sealed parts are not read, a delete kept back keeps the fields', async () => {
    db = new ClinicDb(`pull-reads-${Math.random()}`);
    const page = (version: number) => Array.from({ length: 50 }, (_, i) => client(i + 1, i + 1, version, `tablet-b-${String(i + 1).padStart(4, '0')}`));
    await applyChangesPage(db, page(1), 1, now);

    // A client deleted on the server while an edit of this tablet waits on it: hidden at once,
    // its row read whole first, so its fields stay for the person to see whose work it was.
    const edited = { ...clientFields(50), firstName: 'ویرایش‌شده' };
    await updateClient(db, 'tablet-b-0050', edited, now);
    await applyChangesPage(db, [{ entity: 'client', id: 50, op: 'delete', version: 2, data: null }], 2, now);
    expect(await db.clients.get('tablet-b-0050')).toMatchObject({ deleted: 1, fields: edited });

    // Every other held row's sealed part made unreadable on disk: opening any of them would throw.
    await new Promise<void>((resolve, reject) => {
      const cursor = db.backendDB().transaction('clients', 'readwrite').objectStore('clients').openCursor();
      cursor.onsuccess = () => {
        const at = cursor.result;
        if (!at) return resolve();
        if (at.value.localId !== 'tablet-b-0050') {
          const sealed = new Uint8Array(at.value.$sealed as Uint8Array);
          sealed[sealed.length - 1]! ^= 1;
          at.update({ ...at.value, $sealed: sealed });
        }
        at.continue();
      };
      cursor.onerror = () => reject(cursor.error);
    });
    await expect(db.clients.get('tablet-b-0001')).rejects.toThrow();

    expect(await applyChangesPage(db, page(2).slice(0, 49), 3, now)).toBe(49);
    expect(await db.clients.get('tablet-b-0007')).toMatchObject({ version: 2, fields: clientFields(7) });
    expect(await db.clients.count()).toBe(50);
  });
});
