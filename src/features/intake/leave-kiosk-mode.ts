// Leaving kiosk mode: a staff member's user name and password, checked by the
// server; the sign-in only proves who asked, so its token is revoked at once. The service
// worker's copy of the Kiosk token goes with the mode, and what the kiosk could not send (or the
// server refused) becomes this staff member's work, sent and shown once they sign in.
import { login } from '../../api/login';
import { logout } from '../../api/logout';
import { handOverKioskWork, localDb, lock, storeKioskCopy } from '../../db/index';
import { isStaffRole } from '../../domain/roles';
import { stopAppSync } from '../../sync/index';
import { leaveKioskMode } from '../../state/kiosk-mode';

/** True when the tablet is a staff tablet again; throws the api's errors (wrong password, network). */
export async function leaveKiosk(userName: string, password: string): Promise<boolean> {
  const result = await login(userName.trim(), password);
  logout(result.token).catch(() => {});
  if (!isStaffRole(result.role)) return false;
  stopAppSync();
  leaveKioskMode();
  await storeKioskCopy(localDb(), undefined).catch(() => {});
  await handOverKioskWork(localDb(), { userId: String(result.userId), fullName: result.fullName ?? '' });
  // The kiosk's key leaves memory: the staff member's sign-in unlocks the same key (this tablet's
  // device id is the kiosk's), so the handed-over intakes open for them.
  lock();
  return true;
}
