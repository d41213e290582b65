// Background Sync as a wake-up call (design.md): when the network drops, or a pass stops for
// network trouble, ask the service worker for a 'sync' event; it posts {type:'sync-now'} to the
// open pages when the browser sees the network again (sw/sw.ts), and the engine replays.
import { appSyncEngine } from '../sync/index';

export const outboxSyncTag = 'outbox-replay';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

export async function requestBackgroundSync(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  try {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync?: SyncManagerLike };
    if (!registration.sync) return false; // Safari and Firefox: the 'online' event and the timer do it
    await registration.sync.register(outboxSyncTag);
    return true;
  } catch {
    return false;
  }
}

export function watchBackgroundSync(): () => void {
  const onOffline = () => void requestBackgroundSync();
  window.addEventListener('offline', onOffline);
  let lastPhase: string | undefined;
  const poll = setInterval(() => {
    const phase = appSyncEngine()?.status().phase;
    if (phase === 'offline' && lastPhase !== 'offline') void requestBackgroundSync();
    lastPhase = phase;
  }, 2_000);
  return () => {
    window.removeEventListener('offline', onOffline);
    clearInterval(poll);
  };
}
