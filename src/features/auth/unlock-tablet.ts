// Unlocking the tablet's patient data at an online sign-in: the server keeps
// each device's data key and gives it to any signed-in staff user, so a person who never signed
// in here still unlocks it. A device the server has no key for offers one: this person's own
// wrapped copy if they had one here (the server lost its copy), else a new key; the server keeps
// the first offer, and every racing tab adopts it. The sign-in's listener then wraps it with this
// person's password for offline sign-in (remember-offline-sign-in.ts), after the home page shows.
//
// A key is adopted only if it opens the rows the tablet holds. A server that lost this tablet's
// key (restored from an older backup, its database wiped) has none, or one that opens nothing
// here: a new key would leave every sealed row, the unsent work with them, failing on each read.
// Then nothing is offered and nothing unlocked or wiped: the sign-in says so (KeyOpensNothingError,
// db/store/key-fits-rows.ts, which the kiosk's unlock shares).
import { fetchDeviceKey, offerDeviceKey } from '../../api/device-key';
import { ApiError } from '../../api/errors';
import {
  keyFitsRows, newKeyToOffer, unlockWithFittingKey, verifyOfflineSignIn, type ClinicDb, type OnlineSignIn,
} from '../../db/index';

async function keyOfDevice(db: ClinicDb, deviceId: string, who: OnlineSignIn): Promise<Uint8Array> {
  try {
    return await fetchDeviceKey(deviceId);
  } catch (error) {
    if (!(error instanceof ApiError) || error.reason !== 'not-found') throw error;
  }
  const mine = await verifyOfflineSignIn(db, who.userName, who.password);
  if (mine.ok && mine.dataKey && (await keyFitsRows(db, mine.dataKey)) !== 'opens-nothing') return offerDeviceKey(deviceId, mine.dataKey);
  // No key at hand opens what is sealed here: a new one, unless rows are sealed already.
  return offerDeviceKey(deviceId, await newKeyToOffer(db, deviceId));
}

/** Unlocks with the device's key, once it is known to open the tablet's rows. */
export async function unlockAfterOnlineSignIn(db: ClinicDb, deviceId: string, who: OnlineSignIn): Promise<void> {
  await unlockWithFittingKey(db, deviceId, await keyOfDevice(db, deviceId, who));
}
