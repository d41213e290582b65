// Runs the app's sync engine while someone is signed in (online or offline): stamps the outbox
// user, keeps the service worker's session copy, lifts a 401 pause after an online sign-in and
// asks for persistent storage. Sign-out stops replaying; the queue stays in Dexie for the next
// sign-in. Loaded apart (sync-loader.ts) once a session or a kiosk exists, so Dexie and the
// engine stay out of the landing and sign-in pages' JavaScript.
import { localDb, requestPersistentStorage, setOutboxUser, storeSessionCopy } from '../db/index';
import { getSession, getToken, useSessionStore } from '../features/auth/session-store';
import { appSyncEngine, startAppSync, stopAppSync } from '../sync/index';
import { watchBackgroundSync } from './background-sync';
import { nudgeWhileEntriesWait } from './sync-nudge';

function begin(): void {
  const session = getSession();
  if (!session) return;
  setOutboxUser(String(session.userId));
  startAppSync({ getToken });
  void storeSessionCopy(localDb(), getToken() ?? undefined, String(session.userId)).catch(() => {});
}

/** After every online sign-in (sync-loader.ts calls it from its onSignedIn listener). */
export async function afterOnlineSignIn(): Promise<void> {
  begin();
  // A new real token: whatever a 401 (or an offline sign-in) held back goes now.
  void appSyncEngine()?.resume();
  await requestPersistentStorage();
}

let installed = false;

export function setupSync(): void {
  if (installed) return;
  installed = true;
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
}
