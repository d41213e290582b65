// When the engine replays besides new outbox entries and its own timer: the `online` event
// (every wait ends: the tablet is back), returning to the tab, a 'sync-now' message from the
// service worker (its Background Sync wake-up, answered on the message's port so the worker's
// `sync` event fails, and the browser retries, when the replay stopped on network trouble), and
// app start.
import type { SyncEngine } from './engine';

export interface TriggerTargets {
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  serviceWorker?: Pick<ServiceWorkerContainer, 'addEventListener' | 'removeEventListener'>;
}

/** The message the service worker posts to its clients when the browser fires `sync`. */
export const syncNowMessage = 'sync-now';

/** A page's answer to the worker: whether the replay reached the server. */
export interface SyncNowReply {
  ok: boolean;
}

/** A pass no one waits for: a failure is in the engine's status and backoff. */
const inBackground = (pass: Promise<unknown>) => void pass.catch(() => {});

export function attachTriggers(engine: SyncEngine, targets: TriggerTargets = browserTargets()): () => void {
  const onOnline = () => inBackground(engine.syncNow({ fresh: true }));
  const onVisible = () => {
    if (targets.document?.visibilityState === 'visible') inBackground(engine.syncNow());
  };
  const onMessage = (event: Event) => {
    const message = event as MessageEvent;
    if ((message.data as { type?: string } | null)?.type !== syncNowMessage) return;
    void engine.syncNow({ fresh: true }).then(
      (report) => message.ports[0]?.postMessage({ ok: report.stoppedBy !== 'offline' && report.stoppedBy !== 'retry' } satisfies SyncNowReply),
      () => message.ports[0]?.postMessage({ ok: false } satisfies SyncNowReply),
    );
  };
  targets.window?.addEventListener('online', onOnline);
  targets.document?.addEventListener('visibilitychange', onVisible);
  targets.serviceWorker?.addEventListener('message', onMessage);
  inBackground(engine.start());
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
