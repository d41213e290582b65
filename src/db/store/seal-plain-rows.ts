// Migration: a tablet updated while it held plain rows seals them in place at
// the first unlock, in batches of one transaction each. A row is plain or sealed, never half: a
// tab closed mid-way leaves both kinds, the reads open both, and the next unlock goes on.
// Client rows sealed before the search index (schema 6) are written again the same way: the
// sealing layer adds their index entries, which only the key can make.
import type { IndexableType } from 'dexie';
import type { ClinicDb } from './database';
import { isSealed, lacksSearchKeys } from '../crypto/index';
import { plainFields } from '../crypto/index';

const batchSize = 200;

export interface SealProgress {
  done: number;
  total: number;
}

/** The primary keys of the rows still plain (or unindexed) in one store, read under every middleware. */
function plainKeys(db: ClinicDb, name: string): Promise<IDBValidKey[]> {
  return new Promise((resolve, reject) => {
    const store = db.backendDB().transaction(name, 'readonly').objectStore(name);
    const keys: IDBValidKey[] = [];
    const request = store.openCursor();
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) return resolve(keys);
      if (!isSealed(cursor.value) || lacksSearchKeys(name, cursor.value)) keys.push(cursor.primaryKey);
      cursor.continue();
    };
  });
}

/** Seals every plain row; `onProgress` after each batch. Returns how many rows it sealed. */
export async function sealPlainRows(db: ClinicDb, onProgress?: (progress: SealProgress) => void): Promise<number> {
  await db.open();
  const pending: Array<{ name: string; keys: IDBValidKey[] }> = [];
  for (const name of Object.keys(plainFields)) {
    const keys = await plainKeys(db, name);
    if (keys.length) pending.push({ name, keys });
  }
  const total = pending.reduce((sum, p) => sum + p.keys.length, 0);
  let done = 0;
  for (const { name, keys } of pending) {
    const table = db.table(name);
    for (let at = 0; at < keys.length; at += batchSize) {
      const batch = keys.slice(at, at + batchSize);
      // Read through the middleware (a plain row comes back as it is) and write it back: sealed.
      await db.transaction('rw', table, async () => {
        const rows = (await table.bulkGet(batch as IndexableType[])).filter((row) => row !== undefined);
        await table.bulkPut(rows);
      });
      done += batch.length;
      onProgress?.({ done, total });
    }
  }
  return total;
}
