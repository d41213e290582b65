// Unlocking the tablet's patient data at an online sign-in: the server keeps
// each device's data key and gives it to any signed-in staff user, so a person who never signed
// in here still unlocks it. A device the server has no key for offers one: this person's own
// wrapped copy if they had one here (the server lost its copy), else a new key; the server keeps
// the first offer, and every racing tab adopts it. The sign-in's listener then wraps it with this
// person's password for offline sign-in (remember-offline-sign-in.ts), after the home page shows.
import { fetchDeviceKey, offerDeviceKey } from '../../api/device-key';
import { ApiError } from '../../api/errors';
import { newDataKey, unlockWith, verifyOfflineSignIn, type ClinicDb, type OnlineSignIn } from '../../db/index';

async function keyOfDevice(db: ClinicDb, deviceId: string, who: OnlineSignIn): Promise<Uint8Array> {
  try {
    return await fetchDeviceKey(deviceId);
  } catch (error) {
    if (!(error instanceof ApiError) || error.reason !== 'not-found') throw error;
  }
  const mine = await verifyOfflineSignIn(db, who.userName, who.password);
  const offer = (mine.ok && mine.dataKey) || newDataKey();
  return offerDeviceKey(deviceId, offer);
}

/** Unlocks with the device's key. */
export async function unlockAfterOnlineSignIn(db: ClinicDb, deviceId: string, who: OnlineSignIn): Promise<void> {
  const key = await keyOfDevice(db, deviceId, who);
  unlockWith(key);
  key.fill(0);
}
