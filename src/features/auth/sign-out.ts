// Log out: ask the server to revoke the token, and clear the session whatever it answers
// (000 §4, §8: a failed logout still clears both keys). The caller then goes to '/'.
import { logout } from '../../api/logout';
import { clearSession, getToken, setSessionLoading } from './session-store';

export async function signOut(): Promise<void> {
  setSessionLoading(true);
  try {
    if (getToken()) await logout();
  } catch {
    // Offline or already revoked: the local session goes anyway.
  } finally {
    clearSession();
    setSessionLoading(false);
  }
}

/** Sign out at once (the guard needs the session gone before it redirects); the server is told
 *  in the background, and a failure there changes nothing here. */
export function signOutNow(): void {
  const token = getToken();
  clearSession();
  if (token) logout(token).catch(() => {});
}
