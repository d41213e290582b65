// The lock screen's second way in: the tablet holds no copy of the key for this person (the copy
// was never written, or is older than 14 days), so the server
// checks the password of the signed-in person and gives the tablet's key, as at a sign-in. Nobody
// else can come in this way: another account's password reads as a wrong one.
import { ApiError, isUnreachable } from '../../api/errors';
import { storedUserName, type Session } from './session-store';
import { signIn } from './sign-in';

/** 'unlocked', 'unreachable' (no network, no server, a session made offline with no user name
 *  kept), or the server's message to show. */
export async function unlockWithServer(session: Session, password: string): Promise<'unlocked' | 'unreachable' | string> {
  const userName = storedUserName();
  if (!userName || (typeof navigator !== 'undefined' && !navigator.onLine)) return 'unreachable';
  try {
    await signIn(userName, password, session.role === 'Consultation', session.userId);
    return 'unlocked';
  } catch (error) {
    if (isUnreachable(error)) return 'unreachable';
    if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
    return 'unreachable';
  }
}
