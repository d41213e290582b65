// @vitest-environment node
// The views a tablet keeps for the audit trail (issue 37 §5) are sealed at rest like the other
// patient rows: which patient was seen is not readable in IndexedDB, only who and when; and only
// the author's views, of clients the server knows, are handed to the sender.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ClinicDb, createClient, noteView, viewsToSend } from '../../src/db';
import { lock, LockedError, unlockWith } from '../../src/db/crypto/data-key';
import { testDataKey } from '../unlocked';
import { clientFields } from './db-fixtures';

let db: ClinicDb;
afterEach(async () => {
  unlockWith(testDataKey);
  await db?.delete();
});

function rawRows(name: string): Promise<Record<string, unknown>[]> {
  return new Promise((resolve, reject) => {
    const request = db.backendDB().transaction(name, 'readonly').objectStore(name).getAll();
    request.onsuccess = () => resolve(request.result as Record<string, unknown>[]);
    request.onerror = () => reject(request.error);
  });
}

describe('views kept for the audit trail', () => {
  it('are sealed at rest and wait for their client to reach the server', async () => {
    db = new ClinicDb(`audit-views-${Math.random()}`);
    const client = await createClient(db, clientFields(51));
    await noteView(db, { userId: '7', entity: 'client', clientLocalId: client }, Date.parse('2026-03-01T10:00:00Z'));
    await noteView(db, { userId: '8', entity: 'client', clientLocalId: client });

    const [raw] = await rawRows('auditViews');
    expect(raw).toMatchObject({ userId: '7', seenAt: '2026-03-01T10:00:00.000Z' });
    expect(JSON.stringify(raw)).not.toContain(client);
    expect(raw).not.toHaveProperty('clientLocalId');

    // The client is not on the server yet: nothing to send, nothing dropped.
    expect(await viewsToSend(db, '7')).toEqual({ seqs: [], views: [], gone: [] });
    await db.clients.update(client, { serverId: 42 });
    const ready = await viewsToSend(db, '7');
    expect(ready.views).toEqual([{ action: 'view', entity: 'client', entityId: 42, clientId: 42, seenAt: '2026-03-01T10:00:00.000Z', viewId: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    // The view's id was made when it was noted: sent again (an answer lost), it is the same id,
    // by which the server keeps it once; another view has another.
    expect((await viewsToSend(db, '7')).views[0]!.viewId).toBe(ready.views[0]!.viewId);
    expect((await viewsToSend(db, '8')).views[0]!.viewId).not.toBe(ready.views[0]!.viewId);

    lock();
    await expect(viewsToSend(db, '7')).rejects.toBeInstanceOf(LockedError);
  });
});
