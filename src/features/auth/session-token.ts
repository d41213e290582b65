// The session token at rest: sealed under the tablet's data key in local storage, so a profile
// copied off the tablet holds no token that calls the API. An unlock opens it into memory (or,
// right after a sign-in, seals the fresh one to disk); a lock drops it from the API client: a
// locked tablet makes no call as a person. Installed with the sync setup (app/setup-sync.ts),
// before anything that calls the server at an unlock.
import { isSealedText, isUnlocked, onLockChange, openText, sealText } from '../../db/index';
import { readSealedToken, writeSealedToken } from './session-storage';
import { clearSession, getSession, getToken, holdToken } from './session-store';

function takeToken(): void {
  const session = getSession();
  if (!session || session.offline) return;
  const fresh = getToken();
  if (fresh) {
    // A sign-in's token (or one opened in another tab): on disk only sealed.
    writeSealedToken(sealText(fresh));
    return;
  }
  const stored = readSealedToken();
  if (!stored) return;
  // A token an older version kept plain is taken once and written sealed.
  const token = isSealedText(stored) ? openText(stored) : stored;
  if (!token) {
    // Sealed under another key (the tablet's key was replaced): nothing can call the server as
    // this person, so the session ends and the next page asks for a sign-in.
    clearSession();
    return;
  }
  if (!isSealedText(stored)) writeSealedToken(sealText(token));
  holdToken(token);
}

/** Follows the lock from now on; returns the unsubscribe. */
export function watchSessionToken(): () => void {
  if (isUnlocked()) takeToken();
  return onLockChange((unlocked) => (unlocked ? takeToken() : holdToken(null)));
}
