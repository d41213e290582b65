// @vitest-environment node
// A quota failure on a write: a LocalWriteError with reason 'storage-full', and nothing half
// written (neither the record nor its outbox entry).
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ClinicDb, LocalWriteError, addDocument, clientPage, createClient, saveRecord } from '../../src/db/index';
import { clientFields, pngBytes } from './db-fixtures';

let db: ClinicDb;
afterEach(() => db?.delete());

describe('storage full', () => {
  it('rolls the whole write back and says why', async () => {
    db = new ClinicDb(`quota-${Math.random()}`);
    const client = await createClient(db, clientFields(1));
    // The outbox write is the one that hits the quota, after the record was already put.
    db.outbox.hook('creating', () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const attempt = addDocument(db, client, 'identity', 2, { bytes: pngBytes(), mime: 'image/png' });
    await expect(attempt).rejects.toBeInstanceOf(LocalWriteError);
    await expect(attempt).rejects.toMatchObject({ reason: 'storage-full' });
    await expect(createClient(db, clientFields(2))).rejects.toMatchObject({ reason: 'storage-full' });
    expect(await db.documents.count()).toBe(0);
    expect(await db.clients.count()).toBe(1);
    expect((await clientPage(db, 'all', 1)).total).toBe(1); // the counter did not move either
    expect(await db.outbox.count()).toBe(1);
  });

  it('names an unknown client as not-found', async () => {
    db = new ClinicDb(`quota-${Math.random()}`);
    await expect(saveRecord(db, 'consultation', 'missing', {})).rejects.toMatchObject({ reason: 'not-found' });
  });
});
