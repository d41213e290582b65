// A kiosk's own data key: a kiosk holds no staff key and no staff data, yet a
// visitor's unsent intake is sealed like any patient data. Its key is escrowed on the server under
// the kiosk's device id (its token's jti), and only that kiosk's token (or staff) can fetch it:
// a stolen kiosk whose token is revoked holds nothing readable. The service worker's copy covers
// reloads; with neither the worker's copy nor the network, the kiosk waits for the network.
// As at a staff sign-in, a key is adopted only if it opens what the tablet holds (a server that
// lost the kiosk's key would strand its unsent intakes): else the kiosk says why, and waits.
import { fetchDeviceKey, offerDeviceKey } from '../../api/device-key';
import { kioskDeviceIdOf } from '../../api/admins';
import { ApiError } from '../../api/errors';
import {
  giveKeyToWorker, KeyOpensNothingError, localDb, newKeyToOffer, setTabletDeviceId, unlockFromWorker, unlockWithFittingKey,
  type ClinicDb,
} from '../../db/index';
import { lockText } from '../../domain/lock-text';

export type KioskUnlock = { ok: true } | { ok: false; message: string };

async function keyOfKiosk(db: ClinicDb, deviceId: string, token: string): Promise<Uint8Array> {
  try {
    return await fetchDeviceKey(deviceId, token);
  } catch (error) {
    if (!(error instanceof ApiError) || error.reason !== 'not-found') throw error;
  }
  return offerDeviceKey(deviceId, await newKeyToOffer(db, deviceId), token);
}

/** Unlocked with the kiosk's key, or why not (no network, a token the server refuses, or a key
 * that opens nothing here). */
export async function unlockKiosk(token: string): Promise<KioskUnlock> {
  if (await unlockFromWorker()) return { ok: true };
  const db = localDb();
  const deviceId = kioskDeviceIdOf(token);
  // Staff who leave kiosk mode later unlock the same key (a refused intake waits for them).
  await setTabletDeviceId(db, deviceId);
  try {
    await unlockWithFittingKey(db, deviceId, await keyOfKiosk(db, deviceId, token));
    await giveKeyToWorker();
    return { ok: true };
  } catch (error) {
    if (error instanceof KeyOpensNothingError) return { ok: false, message: lockText.keyOpensNothing(deviceId) };
    if (!(error instanceof ApiError)) throw error;
    // A token the server no longer takes (revoked, or a kiosk marked lost): no network brings it back.
    if (error.reason === 'unauthorized') return { ok: false, message: lockText.kioskNeedsStaff };
    return { ok: false, message: lockText.kioskNeedsServer };
  }
}
