// Background Sync as a wake-up call (design.md): when the network drops, or a pass stops for
// network trouble, ask the service worker for a 'sync' event; it asks the open pages to replay
// when the browser sees the network again (sw/sw.ts), and the engine replays.
import type { SyncEngine } from '../sync/index';

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
  return () => window.removeEventListener('offline', onOffline);
}

const watched = new WeakSet<SyncEngine>();

/** A pass that stopped for network trouble asks for a wake-up (the engine tells; nothing polls). */
export function watchOfflinePasses(engine: SyncEngine): void {
  if (watched.has(engine)) return;
  watched.add(engine);
  let lastPhase = engine.status().phase;
  engine.subscribe(({ phase }) => {
    if (phase === 'offline' && lastPhase !== 'offline') void requestBackgroundSync();
    lastPhase = phase;
  });
}
