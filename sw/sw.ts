// The service worker: precache the app shell (JS, CSS, index.html, font, icons), answer every
// navigation with index.html so a tablet that opened the app once opens it with no network, and
// never cache /api/ (the outbox in Dexie is the record, not an HTTP cache).
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { clientsClaim } from 'workbox-core';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { syncNowMessage, type SyncNowReply } from '../src/sync/triggers';
import { replayFromWorker } from '../src/sync/worker-replay';

// The worker's global, typed here because the project's lib is DOM (the WebWorker lib clashes).
interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SyncEventLike extends ExtendableEventLike {
  tag: string;
}
interface MessageEventLike extends ExtendableEventLike {
  data: unknown;
}
interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null } | string>;
  skipWaiting(): Promise<void>;
  location: { origin: string };
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<Array<{ postMessage(message: unknown, transfer: Transferable[]): void }>> };
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEventLike) => void): void;
}
declare const self: WorkerScope;

// The first install takes the open page at once (no old version to protect); updates wait for
// the person's yes (skipWaiting only on their message).
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//],
  }),
);

// The update prompt asks the waiting worker to take over (workbox-window messageSkipWaiting).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Background Sync is only a wake-up call (design.md): the open pages replay their outbox, or the
// worker does when none is open. The event fails when the replay did not reach the server, so
// the browser fires it again later instead of counting the work as done.
self.addEventListener('sync', (event) => {
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (clients) => {
      if (clients.length === 0) {
        const report = await replayFromWorker(self.location.origin);
        if (report?.stoppedBy === 'offline' || report?.stoppedBy === 'retry') throw new Error('replay stopped: network');
        return;
      }
      const replies = await Promise.all(clients.map((client) => askToSync(client, event.tag)));
      if (!replies.some((reply) => reply.ok)) throw new Error('replay stopped: network');
    }),
  );
});

const replyWaitMs = 60_000;

function askToSync(client: { postMessage(message: unknown, transfer: Transferable[]): void }, tag: string): Promise<SyncNowReply> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve({ ok: false }), replyWaitMs);
    channel.port1.onmessage = (message) => {
      clearTimeout(timer);
      resolve(message.data as SyncNowReply);
    };
    client.postMessage({ type: syncNowMessage, tag }, [channel.port2]);
  });
}
