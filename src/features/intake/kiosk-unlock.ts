// A kiosk's own data key: a kiosk holds no staff key and no staff data, yet a
// visitor's unsent intake is sealed like any patient data. Its key is escrowed on the server under
// the kiosk's device id (its token's jti), and only that kiosk's token (or staff) can fetch it:
// a stolen kiosk whose token is revoked holds nothing readable. The service worker's copy covers
// reloads; with neither the worker's copy nor the network, the kiosk waits for the network.
import { fetchDeviceKey, offerDeviceKey } from '../../api/device-key';
import { kioskDeviceIdOf } from '../../api/admins';
import { ApiError } from '../../api/errors';
import { giveKeyToWorker, localDb, newDataKey, setTabletDeviceId, unlockFromWorker, unlockWith } from '../../db/index';

async function keyOfKiosk(deviceId: string, token: string): Promise<Uint8Array> {
  try {
    return await fetchDeviceKey(deviceId, token);
  } catch (error) {
    if (!(error instanceof ApiError) || error.reason !== 'not-found') throw error;
  }
  return offerDeviceKey(deviceId, newDataKey(), token);
}

/** True once the tablet is unlocked with the kiosk's key; false when it cannot be had now. */
export async function unlockKiosk(token: string): Promise<boolean> {
  if (await unlockFromWorker()) return true;
  const deviceId = kioskDeviceIdOf(token);
  // Staff who leave kiosk mode later unlock the same key (a refused intake waits for them).
  await setTabletDeviceId(localDb(), deviceId);
  try {
    const key = await keyOfKiosk(deviceId, token);
    unlockWith(key);
    key.fill(0);
    await giveKeyToWorker();
    return true;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return false;
  }
}
