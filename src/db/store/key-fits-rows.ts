// Whether a data key fits the rows this tablet holds, asked before the key unlocks anything. A
// server that lost the tablet's key (restored from a backup made before the tablet's first
// sign-in, or its database wiped) has none to give, and a new key would open none of the rows
// sealed under the old one: every read of them would fail, the unsent work with them. The rows
// themselves are the check: the first sealed row found (the queue first) must open. Every unlock
// with a key from the server goes through here: a staff sign-in's and a kiosk's.
import type { ClinicDb } from './database';
import { isSealed, newDataKey, plainFields, rawKeyOpens, sealedField, unlockWith } from '../crypto/index';

/** The server's key for this tablet (or the one it would be given) opens none of its sealed rows. */
export class KeyOpensNothingError extends Error {
  override name = 'KeyOpensNothingError';
  constructor(readonly deviceId: string) {
    super('the data key opens none of the rows on this tablet');
  }
}

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

/** A new key to offer the server for this tablet; throws KeyOpensNothingError when rows are sealed
 * here already (the server would keep the new key, and the old one, restored from a backup, could
 * no longer take its place). */
export async function newKeyToOffer(db: ClinicDb, deviceId: string): Promise<Uint8Array> {
  const offer = newDataKey();
  if ((await keyFitsRows(db, offer)) === 'opens-nothing') throw new KeyOpensNothingError(deviceId);
  return offer;
}

/** Unlocks with `key` once it is known to open the tablet's rows, else throws KeyOpensNothingError
 * and unlocks nothing; the key's bytes are cleared either way. */
export async function unlockWithFittingKey(db: ClinicDb, deviceId: string, key: Uint8Array): Promise<void> {
  const fits = (await keyFitsRows(db, key)) !== 'opens-nothing';
  if (fits) unlockWith(key);
  key.fill(0);
  if (!fits) throw new KeyOpensNothingError(deviceId);
}
