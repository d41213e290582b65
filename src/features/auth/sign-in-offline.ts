// Sign in without a network: the same person who signed in online on this tablet within 14 days
// (db/records/offline-signin.ts keeps a PBKDF2 verifier). The session has no token; writes still go to
// the outbox, and the sync centre asks for an online sign-in when the engine needs one. The same
// password unwraps the tablet's data key; a verifier kept before encryption holds none, and that
// person signs in online once.
import type { ApiError } from '../../api/errors';
import { giveKeyToWorker, localDb, unlockWith, verifyOfflineSignIn } from '../../db/index';
import { lockText } from '../../domain/lock-text';
import { messages } from '../../domain/messages';
import { isStaffRole } from '../../domain/roles';
import { syncText } from '../../domain/sync-labels';
import { OfflineSignInRefused } from './offline-sign-in-refused';
import { storeSession, type Session } from './session-store';

export async function signInOffline(userName: string, password: string, networkError: ApiError): Promise<Session> {
  const verdict = await verifyOfflineSignIn(localDb(), userName, password);
  if (!verdict.ok) {
    // A wrong password reads as the server would say it; no verifier (or an expired one) says
    // why signing in needs the network.
    if (verdict.reason === 'wrong-password') throw new OfflineSignInRefused('wrong-password', 'invalid', messages.wrongCredentials);
    throw new OfflineSignInRefused('unavailable', networkError.reason, syncText.offlineSignInUnavailable);
  }
  const { user, dataKey } = verdict;
  if (!isStaffRole(user.role)) throw new OfflineSignInRefused('not-staff', 'forbidden', messages.forbidden);
  if (!dataKey) throw new OfflineSignInRefused('needs-online-once', networkError.reason, lockText.offlineNeedsOnlineOnce);
  unlockWith(dataKey);
  dataKey.fill(0);
  await giveKeyToWorker();
  const session: Session = {
    hasAuth: true,
    fullName: user.fullName,
    userId: user.userId,
    expiresIn: 0,
    role: user.role,
    offline: true,
  };
  storeSession(session, null, userName);
  return session;
}
