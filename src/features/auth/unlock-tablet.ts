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
// Then nothing is offered and nothing unlocked or wiped: the sign-in says so (KeyOpensNothingError).
import { fetchDeviceKey, offerDeviceKey } from '../../api/device-key';
import { ApiError } from '../../api/errors';
import { keyFitsRows, newDataKey, unlockWith, verifyOfflineSignIn, type ClinicDb, type OnlineSignIn } from '../../db/index';

/** The server's key for this tablet (or the one it would be given) opens none of its sealed rows. */
export class KeyOpensNothingError extends Error {
  override name = 'KeyOpensNothingError';
  constructor(readonly deviceId: string) {
    super('the data key opens none of the rows on this tablet');
  }
}

const fits = async (db: ClinicDb, key: Uint8Array) => (await keyFitsRows(db, key)) !== 'opens-nothing';

async function keyOfDevice(db: ClinicDb, deviceId: string, who: OnlineSignIn): Promise<Uint8Array> {
  try {
    return await fetchDeviceKey(deviceId);
  } catch (error) {
    if (!(error instanceof ApiError) || error.reason !== 'not-found') throw error;
  }
  const mine = await verifyOfflineSignIn(db, who.userName, who.password);
  if (mine.ok && mine.dataKey && await fits(db, mine.dataKey)) return offerDeviceKey(deviceId, mine.dataKey);
  // No key at hand opens what is sealed here: a new one is not offered (the server would keep it,
  // and the old key, restored from a backup, could no longer take its place).
  const offer = newDataKey();
  if ((await keyFitsRows(db, offer)) === 'opens-nothing') throw new KeyOpensNothingError(deviceId);
  return offerDeviceKey(deviceId, offer);
}

/** Unlocks with the device's key, once it is known to open the tablet's rows. */
export async function unlockAfterOnlineSignIn(db: ClinicDb, deviceId: string, who: OnlineSignIn): Promise<void> {
  const key = await keyOfDevice(db, deviceId, who);
  if (!(await fits(db, key))) {
    key.fill(0);
    throw new KeyOpensNothingError(deviceId);
  }
  unlockWith(key);
  key.fill(0);
}
