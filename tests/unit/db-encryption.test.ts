// @vitest-environment node
// Patient data at rest: what IndexedDB itself holds, read under every Dexie layer,
// while the tablet is unlocked, locked, or holds rows written before encryption.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ClinicDb, addDocument, clientDocuments, createClient, findByNationalCode, getClient, saveRecord,
} from '../../src/db';
import { LockedError, lock, unlockWith } from '../../src/db/crypto/data-key';
import { sealPlainRows } from '../../src/db/store/seal-plain-rows';
import { isSealedBytes, openBytes } from '../../src/db/crypto/sealed-bytes';
import { testDataKey } from '../unlocked';
import { clientFields, pngBytes } from './db-fixtures';

let db: ClinicDb;
const open = () => (db = new ClinicDb(`db-crypto-${Math.random()}`));
afterEach(async () => {
  lock(); // a test may have left another key in memory
  unlockWith(testDataKey);
  await db?.delete();
});

/** Every row of every store as IndexedDB keeps it, below Dexie and its middlewares. */
function rawRows(name: string): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const request = db.backendDB().transaction(name, 'readonly').objectStore(name).getAll();
    request.onsuccess = () => resolve(request.result as unknown[]);
    request.onerror = () => reject(request.error);
  });
}

async function rawStoreText(): Promise<{ text: string; bytes: Uint8Array[] }> {
  const bytes: Uint8Array[] = [];
  const texts: string[] = [];
  for (const name of db.backendDB().objectStoreNames) {
    for (const row of await rawRows(name)) {
      texts.push(JSON.stringify(row, (_k, v: unknown) => {
        if (v instanceof ArrayBuffer) { bytes.push(new Uint8Array(v)); return '[bytes]'; }
        if (v instanceof Uint8Array) { bytes.push(v); return '[bytes]'; }
        return v;
      }));
    }
  }
  return { text: texts.join('\n'), bytes };
}

const contains = (haystack: Uint8Array, needle: Uint8Array) => Buffer.from(haystack).includes(Buffer.from(needle));

const patient = clientFields(41, { firstName: 'نسترن', lastName: 'یزدان‌پناه', phoneNumber: '09127654321', address: 'کوچه ارغوان پلاک ۹' });

describe('rows at rest', () => {
  it('keeps no name, national code, phone, address, payload or photo readable; the screens read them all', async () => {
    open();
    const localId = await createClient(db, patient);
    const photo = pngBytes();
    await addDocument(db, localId, 'identity', 0, { bytes: photo, mime: 'image/png', thumbnail: photo });
    await saveRecord(db, 'consultation', localId, { consultType: 3, consultName: 'دکتر صادقی', consultText: 'رژیم غذایی' });

    const { text, bytes } = await rawStoreText();
    for (const value of [patient.firstName, patient.lastName, patient.nationalCode, patient.phoneNumber, patient.address, 'دکتر صادقی', 'رژیم غذایی']) {
      expect(text).not.toContain(value);
    }
    const photoBytes = new Uint8Array(photo).slice(8, 40);
    expect(bytes.some((b) => contains(b, photoBytes))).toBe(false);
    // The national-code index holds a keyed hash: 64 hex digits, not the code.
    const [client] = (await rawRows('clients')) as Array<{ nationalCode: string }>;
    expect(client!.nationalCode).toMatch(/^[0-9a-f]{64}$/);

    expect((await getClient(db, localId))?.fields).toEqual(patient);
    expect((await findByNationalCode(db, patient.nationalCode))?.localId).toBe(localId);
    const [doc] = await clientDocuments(db, localId, 'identity');
    // Photo bytes are sealed natively before the write (sealed-bytes.ts); they open back whole.
    expect(isSealedBytes(doc!.photo)).toBe(true);
    expect(new Uint8Array(await openBytes(doc!.photo!))).toEqual(new Uint8Array(photo));
    expect(new Uint8Array(await openBytes(doc!.thumbnail!))).toEqual(new Uint8Array(photo));
    expect((await db.outbox.toArray()).map((e) => e.payload?.nationalCode ?? e.payload?.consultName)).toContain(patient.nationalCode);
  });

  it('photo bytes: another key cannot open them, locked they are neither sealed nor opened, an unsealing database keeps them plain', async () => {
    open();
    const localId = await createClient(db, patient);
    const photo = pngBytes(3000);
    await addDocument(db, localId, 'identity', 0, { bytes: photo, mime: 'image/png' });
    const [doc] = await clientDocuments(db, localId, 'identity');
    lock();
    await expect(openBytes(doc!.photo!)).rejects.toBeInstanceOf(LockedError);
    await expect(addDocument(db, localId, 'identity', 0, { bytes: photo, mime: 'image/png' })).rejects.toBeInstanceOf(LockedError);
    unlockWith(new Uint8Array(32).fill(9));
    await expect(openBytes(doc!.photo!)).rejects.toThrow();
    lock();
    unlockWith(testDataKey);
    expect(new Uint8Array(await openBytes(doc!.photo!))).toEqual(new Uint8Array(photo));
    // A photo kept inside the row's own seal (as tablets may still hold one) opens as it is.
    expect(await openBytes(photo)).toBe(photo);
  });

  it('another key reads nothing: the same rows do not open', async () => {
    open();
    const localId = await createClient(db, patient);
    lock();
    unlockWith(new Uint8Array(32).fill(9));
    await expect(getClient(db, localId)).rejects.toThrow();
  });
});

describe('locked', () => {
  it('refuses every read and write of patient data, and writes nothing', async () => {
    open();
    const localId = await createClient(db, patient);
    lock();
    await expect(getClient(db, localId)).rejects.toBeInstanceOf(LockedError);
    await expect(findByNationalCode(db, patient.nationalCode)).rejects.toBeInstanceOf(LockedError);
    await expect(createClient(db, clientFields(42))).rejects.toBeInstanceOf(LockedError);
    expect(await rawRows('clients')).toHaveLength(1);
    expect(await rawRows('outbox')).toHaveLength(1);
    unlockWith(testDataKey);
    expect((await getClient(db, localId))?.fields.firstName).toBe(patient.firstName);
  });
});

describe('rows written before encryption', () => {
  it('are read as they are, then sealed in place in batches', async () => {
    open();
    await db.open();
    const plain = { localId: 'old-1', nationalCode: patient.nationalCode, fields: patient, createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z', deleted: 0, submitted: 1, inAll: 1, inCovered: 0, inScreening: 1 };
    await new Promise<void>((resolve, reject) => {
      const tx = db.backendDB().transaction('clients', 'readwrite');
      tx.objectStore('clients').put(plain);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    expect((await getClient(db, 'old-1'))?.fields.lastName).toBe(patient.lastName);
    const progress: number[] = [];
    expect(await sealPlainRows(db, (p) => progress.push(p.done))).toBe(1);
    expect(progress).toEqual([1]);
    expect((await rawStoreText()).text).not.toContain(patient.lastName);
    expect((await getClient(db, 'old-1'))?.fields.lastName).toBe(patient.lastName);
    expect(await sealPlainRows(db)).toBe(0); // a second run finds nothing left
  });

  it('an interrupted run (the tab locked or closed mid-way) loses nothing, and the next run finishes it', async () => {
    open();
    await db.open();
    const rows = Array.from({ length: 450 }, (_, n) => ({
      localId: `old-${n}`, nationalCode: String(1_000_000_000 + n), fields: { ...patient, firstName: `نام${n}` },
      createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', deleted: 0, submitted: 1, inAll: 1, inCovered: 0, inScreening: 1,
    }));
    await new Promise<void>((resolve, reject) => {
      const tx = db.backendDB().transaction('clients', 'readwrite');
      for (const row of rows) tx.objectStore('clients').put(row);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    // The first batch commits, then the key goes (a lock; a closed tab stops the same way).
    await expect(sealPlainRows(db, () => lock())).rejects.toBeInstanceOf(LockedError);
    const sealedAfterCut = (await rawRows('clients')).filter((row) => '$sealed' in (row as object)).length;
    expect(sealedAfterCut).toBe(200);
    unlockWith(testDataKey);
    for (const n of [0, 199, 200, 449]) expect((await getClient(db, `old-${n}`))?.fields.firstName).toBe(`نام${n}`);

    const progress: number[] = [];
    expect(await sealPlainRows(db, (p) => progress.push(p.done))).toBe(250);
    expect(progress).toEqual([200, 250]);
    expect((await rawStoreText()).text).not.toContain('نام449');
    expect(await db.clients.count()).toBe(450);
    expect((await findByNationalCode(db, '1000000449'))?.fields.firstName).toBe('نام449');
  });
});
