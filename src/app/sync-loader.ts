// Loads the sync setup (Dexie, the engine) only when there is something to sync: a session (at
// start, or the moment one appears) or a kiosk tablet. The landing and sign-in pages paint
// without it. What must hear every online sign-in is registered here, at start, so the first
// sign-in of the page is not missed while the chunk loads.
import { rememberOfflineSignIns } from '../features/auth/remember-offline-sign-in';
import { getSession, onSignedIn, useSessionStore } from '../features/auth/session-store';
import { kioskDevice, useKioskStore } from '../state/kiosk-mode';
import type * as SyncSetupModule from './setup-sync';
import { watchStorageFull } from './storage-full-watch';

type SyncSetup = typeof SyncSetupModule;
let loading: Promise<SyncSetup> | undefined;

function loadSync(): Promise<SyncSetup> {
  loading ??= import('./setup-sync').then((module) => {
    module.setupSync();
    return module;
  });
  return loading;
}

const needed = (): boolean => getSession() !== null || kioskDevice() !== null;

export function setupSyncWhenNeeded(): void {
  rememberOfflineSignIns();
  onSignedIn(async () => (await loadSync()).afterOnlineSignIn());
  watchStorageFull();
  if (needed()) {
    void loadSync();
    return;
  }
  const check = () => {
    if (!needed()) return;
    stopSession();
    stopKiosk();
    void loadSync();
  };
  const stopSession = useSessionStore.subscribe(check);
  const stopKiosk = useKioskStore.subscribe(check);
}
