// Turning a staff tablet into a kiosk: send what waits with the staff member's
// token, refuse (saying what still waits) when something did not reach the server, else take a
// Kiosk token and wipe every patient record, photo, merge, counter, cursor, session copy and
// offline verifier from the tablet. The caller then signs the staff member out.
import { issueKioskToken } from '../../api/admins';
import { localDb, lock, storeKioskCopy, unsentWork, wipeForKiosk, type UnsentWork } from '../../db/index';
import { intakeText } from '../../domain/intake-text';
import { messages } from '../../domain/messages';
import { appSyncEngine, stopAppSync } from '../../sync/index';
import { enterKioskMode } from '../../state/kiosk-mode';

export type TurnIntoKioskResult = { ok: true } | { ok: false; message: string };

const anyUnsent = (work: UnsentWork) => work.waiting + work.failed + work.conflict > 0;

/** Throws the api's errors (network, refusal of the Kiosk token); otherwise says why not. */
export async function turnIntoKiosk(deviceName: string): Promise<TurnIntoKioskResult> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return { ok: false, message: messages.needsNetwork };
  const db = localDb();
  const engine = appSyncEngine();
  await engine?.syncNow();
  const before = await unsentWork(db);
  if (anyUnsent(before)) return { ok: false, message: intakeText.unsentBlocksKiosk(before) };
  const { token, expiresIn } = await issueKioskToken(deviceName);
  // Let a pass that started meanwhile finish, then stop before anything can pull again: the
  // stop runs in the same microtask chain, so no event can start a pass in between.
  await engine?.syncNow();
  engine?.stop();
  const wiped = await wipeForKiosk(db);
  if (!wiped.ok) {
    void engine?.start();
    return { ok: false, message: intakeText.unsentBlocksKiosk(wiped.unsent) };
  }
  stopAppSync();
  await storeKioskCopy(db, token);
  // The staff key leaves memory (and the worker): the kiosk unlocks a key of its own.
  lock();
  enterKioskMode({ deviceName, expiresAt: Date.now() + expiresIn * 1000 }, token);
  return { ok: true };
}
