// @vitest-environment node
// Schema 2 upgrades a tablet's existing data: disease data folds to one row per client (its queued
// saves follow it, in order), and photo bytes the server already has are dropped (thumbnail kept).
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ClinicDb } from '../../src/db/index';
import { seedSchema } from './earlier-schemas';

const name = () => `upgrade-${Math.random()}`;
let opened: ClinicDb | undefined;
afterEach(async () => opened?.delete());

const rec = (localId: string, clientLocalId: string, createdAt: string, extra: object = {}) => ({
  localId, clientLocalId, kind: 'diseaseData', payload: { note: localId }, createdAt, updatedAt: createdAt, deleted: 0, ...extra,
});
const entry = (seq: number, localId: string, state: string, operation = 'record.create', table = 'diseaseData') => ({
  seq, id: `e${seq}`, operation, table, localId, chain: 'c1', attempts: 0, nextAttemptAt: 0, state, createdAt: '2026-01-01T00:00:00Z',
});

describe('schema 2 upgrade', () => {
  it('folds disease data to the newest row per client and moves its queued saves onto it', async () => {
    const dbName = name();
    await seedSchema(dbName, 1, async (db) => {
      await db.table('diseaseData').bulkAdd([
        rec('d1', 'c1', '2026-01-01T00:00:00Z', { serverId: 9, version: 2 }),
        rec('d2', 'c1', '2026-01-02T00:00:00Z', { serverId: 9, version: 3 }),
        rec('d3', 'c1', '2026-01-03T00:00:00Z'),
        rec('e1', 'c2', '2026-01-01T00:00:00Z', { serverId: 10, version: 1 }),
      ]);
      await db.table('outbox').bulkAdd([entry(1, 'd1', 'done'), entry(2, 'd3', 'pending'), entry(3, 'e1', 'done')]);
    });
    opened = new ClinicDb(dbName);
    const rows = await opened.diseaseData.toArray();
    expect(rows.map((r) => [r.localId, r.serverId, r.version, r.payload.note])).toEqual([['d3', 9, 3, 'd3'], ['e1', 10, 1, 'e1']]);
    expect((await opened.outbox.toArray()).map((e) => [e.seq, e.localId])).toEqual([[1, 'd3'], [2, 'd3'], [3, 'e1']]);
    expect(await opened.deferredChanges.count()).toBe(0);
  });

  it('drops photo bytes of uploaded documents and keeps those still to be sent', async () => {
    const dbName = name();
    const bytes = new Uint8Array([1, 2, 3]).buffer;
    const doc = (localId: string, extra: object) => ({
      localId, clientLocalId: 'c1', kind: 'identity', type: 1, photo: bytes, thumbnail: bytes, mime: 'image/jpeg',
      createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', deleted: 0, ...extra,
    });
    await seedSchema(dbName, 1, async (db) => {
      await db.table('documents').bulkAdd([doc('up', { serverId: 1, fileName: 'a.jpg' }), doc('waiting', {})]);
      await db.table('outbox').bulkAdd([entry(1, 'up', 'done', 'document.upload', 'documents'), entry(2, 'waiting', 'pending', 'document.upload', 'documents')]);
    });
    opened = new ClinicDb(dbName);
    const up = (await opened.documents.get('up'))!;
    expect(up.photo).toBeUndefined();
    expect(up.thumbnail?.byteLength).toBe(3);
    expect((await opened.documents.get('waiting'))!.photo?.byteLength).toBe(3);
  });
});
