// Runs the app's sync engine for whoever is signed in (online or offline): stamps the outbox
// with its author, keeps the service worker's session copy, lifts a 401 pause after an online
// sign-in and asks for persistent storage. Each person gets an engine of their own that sends
// only their entries; sign-out stops it and the queue stays in Dexie for its authors. The engine
// runs only while the tablet is unlocked: a lock stops it, the next unlock starts it,
// and the end of a session locks the tablet (the key leaves memory and the worker). Loaded
// apart (sync-loader.ts) once a session or a kiosk exists, so Dexie and the engine stay out of
// the landing and sign-in pages' JavaScript.
import { isUnlocked, localDb, lock, onLockChange, requestPersistentStorage, setOutboxUser, startKeyCourier, storeSessionCopy } from '../db/index';
import { watchIdle } from '../features/auth/idle-lock';
import { getSession, getToken, useSessionStore, type Session } from '../features/auth/session-store';
import { watchSessionToken } from '../features/auth/session-token';
import { apiBaseUrl } from '../api/client';
import { appSyncEngine, startAppSync, startDeliveryRunner, startSealing, stopAppSync, type DeliveryRunner, type Sealing } from '../sync/index';
import { afterEachWrite } from '../ui/local-write';
import { requestBackgroundSync, watchBackgroundSync, watchOfflinePasses } from './background-sync';
import { watchOutcomes } from './outcome-toasts';
import { watchSyncStorageFull } from './storage-full-watch';
import { kioskDevice } from '../state/kiosk-mode';

/** The toasts of refusals, SMS outcomes and merges: for the person signed in now. */
let stopOutcomes: (() => void) | undefined;
let stopIdleWatch: (() => void) | undefined;
/** The queue's sealed copies go from here whoever is at the tablet; the unlocked author's own go with their engine. */
let delivery: DeliveryRunner | undefined;
let sealing: Sealing | undefined;
let activeAuthor: string | undefined;

function begin(): void {
  const session = getSession();
  if (!session || !isUnlocked()) return;
  const userId = String(session.userId);
  setOutboxUser({ userId, fullName: session.fullName });
  stopOutcomes?.();
  stopOutcomes = watchOutcomes(userId);
  stopIdleWatch?.();
  stopIdleWatch = watchIdle();
  const engine = startAppSync({ getToken, author: userId, scope: session.role });
  activeAuthor = userId;
  sealing?.stop();
  sealing = startSealing(localDb(), userId, () => delivery?.nudge());
  watchOfflinePasses(engine);
  watchSyncStorageFull(engine);
  void storeSessionCopy(localDb(), { token: getToken() ?? undefined, userId, role: session.role }).catch(() => {});
}

/** Locked: nothing can be read or written until someone unlocks, so nothing replays. */
function halt(): void {
  stopAppSync();
  sealing?.stop();
  sealing = undefined;
  // The author's engine stopped: their sealed entries go with the delivery from now on.
  activeAuthor = undefined;
  delivery?.nudge();
  stopOutcomes?.();
  stopOutcomes = undefined;
  stopIdleWatch?.();
  stopIdleWatch = undefined;
}

function end(): void {
  halt();
  setOutboxUser(undefined);
  void storeSessionCopy(localDb(), {}).catch(() => {});
  // A staff member who just made this tablet a kiosk: the kiosk holds its own key by now.
  if (!kioskDevice()) lock();
}

/** After every online sign-in (sync-loader.ts calls it from its onSignedIn listener). */
export async function afterOnlineSignIn(): Promise<void> {
  begin();
  // A new real token: whatever a 401 (or an offline sign-in) held back goes now.
  void appSyncEngine()?.resume();
  await requestPersistentStorage();
}

const samePerson = (a: Session | null, b: Session | null) => String(a?.userId) === String(b?.userId) && a?.role === b?.role;

let installed = false;

export function setupSync(): void {
  if (installed) return;
  installed = true;
  useSessionStore.subscribe((state, previous) => {
    if (previous.session && !state.session) end();
    else if (state.session && !samePerson(previous.session, state.session)) begin(); // offline sign-ins too
  });
  // First: an unlock opens the sealed token before the engine and the worker's copy need it.
  watchSessionToken();
  onLockChange((unlocked) => (unlocked ? begin() : halt()));
  startKeyCourier();
  // A write is told saved once its copy for the server is sealed too (delivery-sealer.ts).
  afterEachWrite(() => sealing?.settled() ?? Promise.resolve());
  delivery = startDeliveryRunner(localDb(), { baseUrl: apiBaseUrl(), activeAuthor: () => activeAuthor, onUnreached: () => void requestBackgroundSync() });
  begin();
  watchBackgroundSync();
}
