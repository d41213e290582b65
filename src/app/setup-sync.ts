// Starts the app's sync engine while someone is signed in, and after every online sign-in
// stamps the outbox user, lifts a 401 pause, keeps the service worker's session copy and asks
// for persistent storage. Sign-out stops replaying; the queue stays for the next sign-in.
import { localDb, requestPersistentStorage, setOutboxUser, storeSessionCopy } from '../db/index';
import { getSession, getToken, onSignedIn, useSessionStore } from '../features/auth/session-store';
import { appSyncEngine, startAppSync, stopAppSync } from '../sync/index';

function begin(): void {
  const session = getSession();
  if (!session) return;
  setOutboxUser(String(session.userId));
  startAppSync({ getToken });
}

export function setupSync(): void {
  begin();
  onSignedIn(async (session) => {
    setOutboxUser(String(session.userId));
    startAppSync({ getToken });
    void appSyncEngine()?.resume();
    await storeSessionCopy(localDb(), getToken() ?? undefined, String(session.userId));
    await requestPersistentStorage();
  });
  useSessionStore.subscribe((state, previous) => {
    if (previous.session && !state.session) {
      stopAppSync();
      setOutboxUser(undefined);
      void storeSessionCopy(localDb(), undefined, undefined);
    }
  });
}
