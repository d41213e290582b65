// @vitest-environment node
// A row written back with its sealed part unchanged keeps its bytes, and bytes read back as last
// seen are not run through the cipher again (seal-cache.ts). What must still hold:
// a change to a sealed field, even made in place, is sealed anew; bytes changed on disk are
// refused, not answered from memory; two rows never share a ciphertext; the lock forgets it all.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ClinicDb, createClient, getClient } from '../../src/db';
import { lock, unlockWith } from '../../src/db/crypto/data-key';
import { testDataKey } from '../unlocked';
import { clientFields } from './db-fixtures';

let db: ClinicDb;
const open = () => (db = new ClinicDb(`db-seal-cache-${Math.random()}`));
afterEach(async () => {
  lock();
  unlockWith(testDataKey);
  await db?.delete();
});

type Raw = Record<string, unknown> & { $sealed: Uint8Array };

function rawRow(store: string, key: IDBValidKey): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = db.backendDB().transaction(store, 'readonly').objectStore(store).get(key);
    request.onsuccess = () => resolve(request.result as Raw);
    request.onerror = () => reject(request.error);
  });
}

function putRaw(store: string, row: Raw): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = db.backendDB().transaction(store, 'readwrite').objectStore(store).put(row);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('sealed bytes kept for an unchanged sealed part', () => {
  it('a state change keeps the entry\'s bytes; a payload change, even in place, seals anew and reads back', async () => {
    open();
    await createClient(db, clientFields(1));
    const [entry] = await db.outbox.toArray();
    const first = hex((await rawRow('outbox', entry!.seq!)).$sealed);

    await db.outbox.update(entry!.seq!, { state: 'in-flight', progress: 0 });
    await db.outbox.put({ ...(await db.outbox.get(entry!.seq!))!, state: 'done', doneAt: 1 });
    expect(hex((await rawRow('outbox', entry!.seq!)).$sealed)).toBe(first);
    expect((await db.outbox.get(entry!.seq!))).toMatchObject({ state: 'done', payload: entry!.payload });

    const again = (await db.outbox.get(entry!.seq!))!;
    (again.payload as { firstName: string }).firstName = 'سمانه';
    await db.outbox.put(again);
    expect(hex((await rawRow('outbox', entry!.seq!)).$sealed)).not.toBe(first);
    expect((await db.outbox.get(entry!.seq!))!.payload).toMatchObject({ firstName: 'سمانه' });
  });

  it('bytes changed on disk are refused, not answered from memory', async () => {
    open();
    const localId = await createClient(db, clientFields(2));
    expect((await getClient(db, localId))!.fields.nationalCode).toBe(clientFields(2).nationalCode);
    const raw = await rawRow('clients', localId);
    const tampered = new Uint8Array(raw.$sealed);
    tampered[tampered.length - 1]! ^= 1;
    await putRaw('clients', { ...raw, $sealed: tampered });
    await expect(getClient(db, localId)).rejects.toThrow();
  });

  it('two rows with the same sealed part get their own bytes', async () => {
    open();
    const fields = { ...clientFields(3), nationalCode: '' };
    const [a, b] = [await createClient(db, fields), await createClient(db, fields)];
    const row = (await getClient(db, a))!;
    await db.clients.put({ ...row, localId: b, fields: row.fields });
    expect(hex((await rawRow('clients', a)).$sealed)).not.toBe(hex((await rawRow('clients', b)).$sealed));
  });

  it('the lock forgets what was seen: a read then needs the key, and another key opens nothing', async () => {
    open();
    const localId = await createClient(db, clientFields(4));
    lock();
    await expect(getClient(db, localId)).rejects.toThrow('locked');
    unlockWith(new Uint8Array(32).fill(9));
    await expect(getClient(db, localId)).rejects.toThrow();
    lock();
    unlockWith(testDataKey);
    expect((await getClient(db, localId))!.fields).toEqual(clientFields(4));
  });
});
