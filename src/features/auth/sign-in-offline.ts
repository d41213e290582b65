// Sign in without a network: the same person who signed in online on this tablet within 14 days
// (db/offline-signin.ts keeps a PBKDF2 verifier). The session has no token; writes still go to
// the outbox, and the sync centre asks for an online sign-in when the engine needs one. The same
// password unwraps the tablet's data key (issue 11); a verifier kept before encryption holds none,
// and that person signs in online once.
import { ApiError } from '../../api/errors';
import { giveKeyToWorker, localDb, unlockWith, verifyOfflineSignIn } from '../../db/index';
import { lockText } from '../../domain/lock-text';
import { messages } from '../../domain/messages';
import { isStaffRole } from '../../domain/roles';
import { syncText } from '../../domain/sync-labels';
import { storeSession, type Session } from './session-store';

export async function signInOffline(userName: string, password: string, networkError: ApiError): Promise<Session> {
  const verdict = await verifyOfflineSignIn(localDb(), userName, password);
  if (!verdict.ok) {
    // A wrong password reads as the server would say it; no verifier (or an expired one) says
    // why signing in needs the network.
    if (verdict.reason === 'wrong-password') throw new ApiError('invalid', messages.wrongCredentials, undefined);
    throw new ApiError(networkError.reason, syncText.offlineSignInUnavailable, undefined);
  }
  const { user, dataKey } = verdict;
  if (!isStaffRole(user.role)) throw new ApiError('forbidden', messages.forbidden, 403);
  if (!dataKey) throw new ApiError(networkError.reason, lockText.offlineNeedsOnlineOnce, undefined);
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
  storeSession(session, null);
  return session;
}
