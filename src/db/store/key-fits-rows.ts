// Whether a data key fits the rows this tablet holds, asked before the key unlocks anything. A
// server that lost the tablet's key (restored from a backup made before the tablet's first
// sign-in, or its database wiped) has none to give, and a new key would open none of the rows
// sealed under the old one: every read of them would fail, the unsent work with them. The rows
// themselves are the check: the first sealed row found (the queue first) must open.
import type { ClinicDb } from './database';
import { isSealed, plainFields, rawKeyOpens, sealedField } from '../crypto/index';

/** 'opens': the key opens the tablet's sealed rows; 'nothing-sealed': there are none (any key
 * will do); 'opens-nothing': they were sealed under another key. */
export type KeyFit = 'opens' | 'nothing-sealed' | 'opens-nothing';

/** The sealed part of the first sealed row of a store, read under every middleware. */
function firstSealedIn(db: ClinicDb, name: string): Promise<Uint8Array | undefined> {
  return new Promise((resolve, reject) => {
    const request = db.backendDB().transaction(name, 'readonly').objectStore(name).openCursor();
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) return resolve(undefined);
      const row: unknown = cursor.value;
      if (isSealed(row)) return resolve((row as Record<string, Uint8Array>)[sealedField]);
      cursor.continue(); // a row written before encryption: not sealed yet
    };
  });
}

export async function keyFitsRows(db: ClinicDb, raw: Uint8Array): Promise<KeyFit> {
  await db.open();
  const stores = ['outbox', ...Object.keys(plainFields).filter((name) => name !== 'outbox')];
  for (const name of stores) {
    const sealed = await firstSealedIn(db, name);
    if (sealed) return rawKeyOpens(raw, sealed) ? 'opens' : 'opens-nothing';
  }
  return 'nothing-sealed';
}
