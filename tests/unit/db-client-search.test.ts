// @vitest-environment node
// The search box's local read over sealed rows (issue 36 §1): by name prefixes in any order and
// spelled on an Arabic keyboard, by phone in its every form, by a partial national code; nothing
// while locked; and the index on disk holds no name, phone or code.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ClinicDb, createClient, deleteClient, sealPlainRows, searchClients } from '../../src/db';
import { lock, unlockWith } from '../../src/db/crypto/data-key';
import { testDataKey } from '../unlocked';
import { clientFields } from './db-fixtures';

let db: ClinicDb;
const open = () => (db = new ClinicDb(`db-search-${Math.random()}`));
afterEach(async () => {
  lock();
  unlockWith(testDataKey);
  await db?.delete();
});

function rawClients(): Promise<Array<Record<string, unknown>>> {
  return new Promise((resolve, reject) => {
    const request = db.backendDB().transaction('clients', 'readonly').objectStore('clients').getAll();
    request.onsuccess = () => resolve(request.result as Array<Record<string, unknown>>);
    request.onerror = () => reject(request.error);
  });
}

const names = async (query: string, list: 'all' | 'covered' | 'screening' = 'all') =>
  (await searchClients(db, list, query, 1)).rows.map((row) => `${row.fields.firstName} ${row.fields.lastName}`);

async function seedThree() {
  open();
  await createClient(db, clientFields(1, { firstName: 'زهرا', lastName: 'محمدی', phoneNumber: '09121112233', isCoveredPatient: true }), Date.UTC(2025, 0, 1));
  await createClient(db, clientFields(2, { firstName: 'علی', lastName: 'کاظمی', phoneNumber: '09350001122', isScreening: false }), Date.UTC(2025, 0, 2));
  await createClient(db, clientFields(3, { firstName: 'مریم', lastName: 'یزدان‌پناه', phoneNumber: '09127654321' }), Date.UTC(2025, 0, 3));
}

describe('the local search', () => {
  it('finds by prefixes of the first and last name in any order', async () => {
    await seedThree();
    expect(await names('زهرا محمدی')).toEqual(['زهرا محمدی']);
    expect(await names('محمدی ز')).toEqual(['زهرا محمدی']);
    expect(await names('مح')).toEqual(['زهرا محمدی']);
    expect(await names('زهرا کاظمی')).toEqual([]);
  });

  it('finds a name typed on an Arabic keyboard (ي ك) and with a ZWNJ written as a space', async () => {
    await seedThree();
    expect(await names('علي كاظمي')).toEqual(['علی کاظمی']);
    expect(await names('يزدان پناه')).toEqual(['مریم یزدان‌پناه']);
    expect(await names('پناه')).toEqual(['مریم یزدان‌پناه']);
  });

  it('finds a row stored with Arabic letters by its Persian spelling', async () => {
    open();
    await createClient(db, clientFields(7, { firstName: 'فاطمة', lastName: 'كريمي' }));
    expect(await names('فاطمه کریمی')).toEqual(['فاطمة كريمي']);
  });

  it('finds by phone with or without the leading 0, +98 or 0098, and by Persian digits', async () => {
    await seedThree();
    for (const query of ['09121112233', '9121112233', '+989121112233', '00989121112233', '+98 912 111 2233', '۰۹۱۲۱۱۱']) {
      expect(await names(query), query).toEqual(['زهرا محمدی']);
    }
    expect(await names('0912')).toEqual(['مریم یزدان‌پناه', 'زهرا محمدی']); // newest first
  });

  it('finds by the first digits of a national code, and nothing on fewer than three', async () => {
    await seedThree();
    const code = clientFields(2).nationalCode;
    expect(await names(code.slice(0, 6))).toContain('علی کاظمی');
    expect(await names(code)).toEqual(['علی کاظمی']);
    expect(await names('10')).toEqual([]);
  });

  it('keeps to the list asked, drops a deleted client, and pages by 6 newest first', async () => {
    await seedThree();
    expect(await names('زهرا', 'covered')).toEqual(['زهرا محمدی']);
    expect(await names('علی', 'screening')).toEqual([]);
    open();
    const ids: string[] = [];
    for (let n = 0; n < 8; n++) ids.push(await createClient(db, clientFields(10 + n, { firstName: `سارا`, lastName: `نادری` }), Date.UTC(2025, 1, 1 + n)));
    const first = await searchClients(db, 'all', 'سار ناد', 1);
    expect(first.total).toBe(8);
    expect(first.rows.map((row) => row.localId)).toEqual(ids.slice(2).reverse());
    expect((await searchClients(db, 'all', 'سار', 2)).rows.map((row) => row.localId)).toEqual([ids[1], ids[0]]);
    await deleteClient(db, ids[7]!);
    expect((await searchClients(db, 'all', 'سار', 1)).total).toBe(7);
  });

  it('finds nothing while locked, and again after the unlock', async () => {
    await seedThree();
    lock();
    expect(await searchClients(db, 'all', 'زهرا', 1)).toEqual({ rows: [], total: 0 });
    unlockWith(testDataKey);
    expect(await names('زهرا')).toEqual(['زهرا محمدی']);
  });

  it('stores no name, phone or national code in plain, in the index or anywhere in the row', async () => {
    await seedThree();
    const rows = await rawClients();
    const text = JSON.stringify(rows, (_key, value: unknown) => (value instanceof Uint8Array ? '[bytes]' : value));
    const fields = clientFields(1, { firstName: 'زهرا', lastName: 'محمدی', phoneNumber: '09121112233' });
    for (const needle of [fields.firstName, fields.lastName, 'زه', 'محم', fields.phoneNumber, '9121112233', '912111', fields.nationalCode, fields.nationalCode.slice(0, 5)]) {
      expect(text, needle).not.toContain(needle);
    }
    expect((rows[0]!.searchKeys as string[]).length).toBeGreaterThan(20);
  });

  it('indexes, at the unlock pass, client rows sealed before the search index came', async () => {
    await seedThree();
    // As a tablet of schema 5 left them: sealed, with no search entries.
    await new Promise<void>((resolve, reject) => {
      const tx = db.backendDB().transaction('clients', 'readwrite');
      const store = tx.objectStore('clients');
      const request = store.getAll();
      request.onsuccess = () => {
        for (const row of request.result as Array<Record<string, unknown>>) {
          delete row.searchKeys;
          store.put(row);
        }
      };
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    expect(await names('زهرا')).toEqual([]);
    expect(await sealPlainRows(db)).toBe(3);
    expect(await names('زهرا')).toEqual(['زهرا محمدی']);
    expect(await sealPlainRows(db)).toBe(0);
  });
});
