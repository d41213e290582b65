// A kiosk's own data key: a kiosk holds no staff key and no staff data, yet a
// visitor's unsent intake is sealed like any patient data. Its key is escrowed on the server under
// the kiosk's device id (its token's jti), and only that kiosk's token (or staff) can fetch it:
// staff revoke a stolen kiosk's token. The service worker's copy covers reloads while the worker
// lives; the kiosk's own sealed copy (db/kiosk/kiosk-key.ts) covers a reload with no network after
// the browser stopped the worker. Only a kiosk with none of these waits for the network.
import { fetchDeviceKey, offerDeviceKey } from '../../api/device-key';
import { kioskDeviceIdOf } from '../../api/admins';
import { ApiError } from '../../api/errors';
import {
  exportDataKey, giveKeyToWorker, keepKioskKey, kioskKeyOf, localDb, newDataKey, setTabletDeviceId, unlockFromWorker, unlockWith,
} from '../../db/index';

async function keyOfKiosk(deviceId: string, token: string): Promise<Uint8Array> {
  try {
    return await fetchDeviceKey(deviceId, token);
  } catch (error) {
    if (!(error instanceof ApiError) || error.reason !== 'not-found') throw error;
  }
  return offerDeviceKey(deviceId, newDataKey(), token);
}

/** Keeps the kiosk's own copy; a tablet that cannot store it still works while it is online. */
async function keepCopy(deviceId: string, key: Uint8Array): Promise<void> {
  await keepKioskKey(localDb(), deviceId, key).catch(() => {});
}

/** True once the tablet is unlocked with the kiosk's key; false when it cannot be had now. */
export async function unlockKiosk(token: string): Promise<boolean> {
  const deviceId = kioskDeviceIdOf(token);
  if (await unlockFromWorker()) {
    // A kiosk set up before it kept its own copy: the worker's key becomes that copy.
    const held = await kioskKeyOf(localDb(), deviceId);
    if (held) held.fill(0);
    else {
      const key = exportDataKey();
      await keepCopy(deviceId, key);
      key.fill(0);
    }
    return true;
  }
  // Staff who leave kiosk mode later unlock the same key (a refused intake waits for them).
  await setTabletDeviceId(localDb(), deviceId);
  const kept = await kioskKeyOf(localDb(), deviceId);
  if (kept) {
    unlockWith(kept);
    kept.fill(0);
    await giveKeyToWorker();
    return true;
  }
  try {
    const key = await keyOfKiosk(deviceId, token);
    unlockWith(key);
    await keepCopy(deviceId, key);
    key.fill(0);
    await giveKeyToWorker();
    return true;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return false;
  }
}
