// @vitest-environment node
// The national-code lookup while the one-time sealing migration has not finished: a row written
// before encryption keeps its national code in plain in the index until it is sealed, and the
// lookup (which asks the index for the code's keyed hash) must find it all the same — before the
// migration runs, and after a run cut short left some rows sealed and some plain.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ClinicDb, createClient, findByNationalCode, findInList } from '../../src/db';
import { LockedError, lock, unlockWith } from '../../src/db/crypto/data-key';
import { sealPlainRows } from '../../src/db/store/seal-plain-rows';
import { testDataKey } from '../unlocked';
import { clientFields } from './db-fixtures';

let db: ClinicDb;
afterEach(async () => {
  lock();
  unlockWith(testDataKey);
  await db?.delete();
});

const oldRow = (n: number, overrides: Record<string, unknown> = {}) => ({
  localId: `old-${n}`, nationalCode: String(1_000_000_000 + n), fields: { ...clientFields(n), firstName: `نام${n}`, nationalCode: String(1_000_000_000 + n) },
  createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', deleted: 0, submitted: 1, inAll: 1, inCovered: 1, inScreening: 0, ...overrides,
});

/** Rows as a version before encryption wrote them: straight into IndexedDB, nothing sealed. */
async function writtenBeforeEncryption(rows: object[]): Promise<void> {
  db = new ClinicDb(`lookup-sealing-${Math.random()}`);
  await db.open();
  await new Promise<void>((resolve, reject) => {
    const tx = db.backendDB().transaction('clients', 'readwrite');
    for (const row of rows) tx.objectStore('clients').put(row);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
}

describe('the national-code lookup before the rows are sealed', () => {
  it('finds a client written before encryption, before the migration has run', async () => {
    await writtenBeforeEncryption([oldRow(1), oldRow(2, { deleted: 1 })]);
    expect((await findByNationalCode(db, '1000000001'))?.fields.firstName).toBe('نام1');
    expect((await findInList(db, 'covered', '1000000001'))?.localId).toBe('old-1');
    expect(await findByNationalCode(db, '1000000002')).toBeUndefined(); // deleted stays hidden
    expect(await db.clients.where('nationalCode').equals('1000000001').count()).toBe(1);
    // A client written since, sealed, is found beside it.
    const sealed = await createClient(db, clientFields(3));
    expect((await findByNationalCode(db, clientFields(3).nationalCode))?.localId).toBe(sealed);
    // Once sealed, found once (not twice: the plain key has left the index).
    expect(await sealPlainRows(db)).toBe(2);
    expect(await db.clients.where('nationalCode').equals('1000000001').toArray()).toHaveLength(1);
    expect((await findByNationalCode(db, '1000000001'))?.fields.firstName).toBe('نام1');
  });

  it('finds sealed and plain rows alike after a run cut short', async () => {
    await writtenBeforeEncryption(Array.from({ length: 450 }, (_, n) => oldRow(n)));
    await expect(sealPlainRows(db, () => lock())).rejects.toBeInstanceOf(LockedError);
    unlockWith(testDataKey);
    for (const n of [0, 199, 200, 449]) {
      expect((await findByNationalCode(db, String(1_000_000_000 + n)))?.fields.firstName, String(n)).toBe(`نام${n}`);
    }
  });
});
