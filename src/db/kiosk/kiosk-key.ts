// A kiosk's data key kept on the kiosk itself, sealed by a key the browser holds and never hands
// out (a non-extractable AES-GCM CryptoKey, stored as such in IndexedDB). Without it a kiosk's
// key lived only in the service worker's memory and on the server: once the browser stopped the
// worker (a tablet asleep between visitors), a reload with no network found neither, and the
// kiosk turned visitors away until the network came back. What this copy exposes is no more than
// the kiosk's token beside it already does (the server gives the key to that token): the intakes
// not yet sent. Leaving kiosk mode deletes it (intake.ts storeKioskCopy).
import { readSyncState, type ClinicDb } from '../store/index';

export interface KioskKeyCopy {
  /** The device the key belongs to (its token's jti): a copy of another device's key is no use. */
  deviceId: string;
  sealing: CryptoKey;
  iv: Uint8Array;
  sealed: Uint8Array;
}

/** Keeps the kiosk's key sealed on the tablet (replacing any copy before it). */
export async function keepKioskKey(db: ClinicDb, deviceId: string, key: Uint8Array): Promise<void> {
  const sealing = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, sealing, new Uint8Array(key)));
  await db.transaction('rw', db.syncState, async () => {
    const row = await readSyncState(db);
    await db.syncState.put({ ...row, kioskKey: { deviceId, sealing, iv, sealed } });
  });
}

/** The kiosk's key from the tablet's own copy, or null (none kept, another device's, unreadable). */
export async function kioskKeyOf(db: ClinicDb, deviceId: string): Promise<Uint8Array | null> {
  const copy = (await readSyncState(db)).kioskKey;
  if (!copy || copy.deviceId !== deviceId) return null;
  try {
    return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: new Uint8Array(copy.iv) }, copy.sealing, new Uint8Array(copy.sealed)));
  } catch {
    return null;
  }
}
