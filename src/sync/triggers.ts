// When the engine replays besides its own timer: the `online` event, returning to the tab, a
// 'sync-now' message from the service worker (its Background Sync wake-up), and app start.
import type { SyncEngine } from './engine';

export interface TriggerTargets {
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  serviceWorker?: Pick<ServiceWorkerContainer, 'addEventListener' | 'removeEventListener'>;
}

/** The message the service worker posts to its clients when the browser fires `sync`. */
export const syncNowMessage = 'sync-now';

export function attachTriggers(engine: SyncEngine, targets: TriggerTargets = browserTargets()): () => void {
  const onOnline = () => void engine.syncNow();
  const onVisible = () => {
    if (targets.document?.visibilityState === 'visible') void engine.syncNow();
  };
  const onMessage = (event: Event) => {
    if ((event as MessageEvent).data?.type === syncNowMessage) void engine.syncNow();
  };
  targets.window?.addEventListener('online', onOnline);
  targets.document?.addEventListener('visibilitychange', onVisible);
  targets.serviceWorker?.addEventListener('message', onMessage);
  void engine.start();
  return () => {
    targets.window?.removeEventListener('online', onOnline);
    targets.document?.removeEventListener('visibilitychange', onVisible);
    targets.serviceWorker?.removeEventListener('message', onMessage);
    engine.stop();
  };
}

function browserTargets(): TriggerTargets {
  return {
    window: typeof window === 'undefined' ? undefined : window,
    document: typeof document === 'undefined' ? undefined : document,
    serviceWorker: typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
  };
}
