// @vitest-environment node
// What a pull page (db/pull-apply.ts) reads beyond the rows it writes: the waiting outbox entries
// from index keys alone (never whole entries with their payloads), and the rows by serverId only
// for changes whose echoed localId found no row. The rules stay: a change to a row with entries
// waiting is kept back, and a row found only by its serverId is still updated in place.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ClinicDb, createClient } from '../../src/db/index';
import { applyChangesPage, type ServerChange } from '../../src/db/pull-apply';
import type { ClientFields } from '../../src/db/types';
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
    expect(counts.queries.get('clients.serverId values') ?? 0).toBe(0);
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
});
