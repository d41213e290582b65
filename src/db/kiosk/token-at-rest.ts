// A kiosk's token at rest: the one copy on the tablet, in the sync state (where the service
// worker reads it too), sealed under the tablet's own non-extractable key kept beside it
// (crypto/device-sealed-text.ts). A kiosk starts unattended after a restart: its page and its
// worker open the token with that key, and the token then fetches the kiosk's data key.
import type { ClinicDb, SyncStateRow } from '../store/index';
import { isDeviceSealedText, newDeviceTextKey, openWithDeviceKey, sealWithDeviceKey } from '../crypto/index';

const readRow = async (db: ClinicDb): Promise<SyncStateRow> => (await db.syncState.get('main')) ?? { key: 'main' };

/** The kiosk's device token, sealed, where the page and the service worker find it, with the kiosk
 * flag (undefined: neither, and the key that sealed it goes too). */
export async function storeKioskCopy(db: ClinicDb, token: string | undefined): Promise<void> {
  // WebCrypto is asynchronous: sealed before the transaction, which would end at its first await.
  const kioskTokenKey = token === undefined ? undefined : (await readRow(db)).kioskTokenKey ?? await newDeviceTextKey();
  const sealed = token === undefined || !kioskTokenKey ? undefined : await sealWithDeviceKey(kioskTokenKey, token);
  await db.transaction('rw', db.syncState, async () => {
    const row = await readRow(db);
    await db.syncState.put({ ...row, token: sealed, kioskTokenKey, userId: undefined, role: undefined, kiosk: token !== undefined });
  });
}

/** The kiosk's token, or undefined when the tablet is no kiosk or holds none it can open (one an
 * older version kept plain is not used: the kiosk's page seals it again from what it held). */
export async function readKioskToken(db: ClinicDb): Promise<string | undefined> {
  const { kiosk, token, kioskTokenKey } = await readRow(db);
  if (!kiosk || !token || !kioskTokenKey || !isDeviceSealedText(token)) return undefined;
  return openWithDeviceKey(kioskTokenKey, token);
}
