// Log out: ask the server to revoke the token, and clear the session whatever it answers
// (000 §4, §8: a failed logout still clears both keys). The caller then goes to '/'.
import { clearSession, setSessionLoading, tokenToRevoke } from './session-store';

// The HTTP client (ky) loads when someone signs out, not with the pages the guard sits on.
const loadLogout = () => import('../../api/logout').then((module) => module.logout);

export async function signOut(): Promise<void> {
  setSessionLoading(true);
  try {
    // Also from the lock screen, where the page holds no token for calls (session-token.ts).
    const token = tokenToRevoke();
    if (token) await (await loadLogout())(token);
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
  const token = tokenToRevoke();
  clearSession();
  if (token) loadLogout().then((logout) => logout(token)).catch(() => {});
}
