// Wires the API client to the session: the Bearer token, and any 401 → clear both keys and go
// to '/' (000 §4, §8). A 401 with nobody signed in (a failed login) changes nothing.
import { configureApi } from '../api/config';
import { clearSession, getSession, getToken } from '../features/auth/session-store';

export function setupApi(): void {
  configureApi({
    getToken,
    onUnauthorized: () => {
      // A session made offline has no token yet: its 401s ask for an online sign-in (the sync
      // centre), they do not sign the person out of the work they are doing offline.
      if (!getSession() || !getToken()) return;
      clearSession();
      // Someone was signed in, so the router is there already (the public app has no session).
      void import('./router').then(({ router }) => router.navigate({ to: '/', replace: true }));
    },
  });
}
