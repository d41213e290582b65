// Runs the app's sync engine while someone is signed in (online or offline): stamps the outbox
// user, keeps the service worker's session copy, lifts a 401 pause after an online sign-in, keeps
// the offline sign-in verifier and asks for persistent storage. Sign-out stops replaying; the
// queue stays in Dexie for the next sign-in.
import { localDb, requestPersistentStorage, setOutboxUser, storeSessionCopy } from '../db/index';
import { rememberOfflineSignIns } from '../features/auth/remember-offline-sign-in';
import { getSession, getToken, onSignedIn, useSessionStore } from '../features/auth/session-store';
import { appSyncEngine, startAppSync, stopAppSync } from '../sync/index';
import { watchBackgroundSync } from './background-sync';
import { nudgeWhileEntriesWait } from './sync-nudge';
import { watchStorageFull } from './storage-full-watch';

function begin(): void {
  const session = getSession();
  if (!session) return;
  setOutboxUser(String(session.userId));
  startAppSync({ getToken });
  void storeSessionCopy(localDb(), getToken() ?? undefined, String(session.userId)).catch(() => {});
}

let installed = false;

export function setupSync(): void {
  if (installed) return;
  installed = true;
  rememberOfflineSignIns();
  onSignedIn(async () => {
    begin();
    // A new real token: whatever a 401 (or an offline sign-in) held back goes now.
    void appSyncEngine()?.resume();
    await requestPersistentStorage();
  });
  useSessionStore.subscribe((state, previous) => {
    if (previous.session && !state.session) {
      stopAppSync();
      setOutboxUser(undefined);
      void storeSessionCopy(localDb(), undefined, undefined).catch(() => {});
    } else if (!previous.session && state.session) {
      begin(); // an offline sign-in (online ones also pass through onSignedIn)
    }
  });
  begin();
  nudgeWhileEntriesWait();
  watchBackgroundSync();
  watchStorageFull();
}
