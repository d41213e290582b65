// The service worker: precache the app shell (JS, CSS, the HTML files, font, icons), answer every
// navigation with its page's HTML (src/domain/page-shells.ts: index.html, a public page's static
// shell or app.html) so a tablet that opened the app once opens it with no network, and never
// touch /api/: no API answer or photo is put in any cache here (the outbox in Dexie is the record,
// not an HTTP cache, and patient data stays out of every unencrypted copy).
// tests/unit/sw-never-caches-api.test.ts routes API calls and photos through this very file.
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { clientsClaim } from 'workbox-core';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { appHtml, htmlForPath } from '../src/domain/page-shells';
import { handleSyncEvent } from '../src/sync/worker-sync';
import { replayFromWorker } from '../src/sync/worker-replay';
import { deliverFromWorker } from '../src/sync/worker-deliver';
import { handleKeyMessage } from '../src/db/crypto/index';
import { takePagesMessage } from '../src/domain/worker-messages';
import { installPrecache, type InstallEvent } from './precache-install';

// The worker's global, typed here because the project's lib is DOM (the WebWorker lib clashes).
interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SyncEventLike extends ExtendableEventLike {
  tag: string;
}
interface MessageEventLike extends ExtendableEventLike {
  data: unknown;
  ports: readonly MessagePort[];
}
interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null } | string>;
  skipWaiting(): Promise<void>;
  location: { origin: string };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<Array<{ postMessage(message: unknown, transfer?: Transferable[]): void }>>;
    claim(): Promise<void>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: InstallEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEventLike) => void): void;
}
declare const self: WorkerScope;

// The first install takes the open page at once (no old version to protect); updates wait for
// the person's yes (skipWaiting only on their message).
clientsClaim();
cleanupOutdatedCaches();
// workbox's precacheAndRoute, with the install filling the precache a few files at a time.
const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);
self.addEventListener('install', (event) => event.waitUntil(installPrecache(precache, event)));
self.addEventListener('activate', (event) => event.waitUntil(precache.activate(event)));
registerRoute(new PrecacheRoute(precache));

const indexHtml = precache.createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(async (options) => (await precache.matchPrecache(htmlForPath(options.url.pathname)))
    ?? (await precache.matchPrecache(appHtml)) ?? indexHtml(options), {
    // Any letter case: the server lowercases /api/ paths, so /API/v1/… is an API answer too
    // (a photo opened in a tab, say), and it goes to the network like every API call.
    // The certificate page and file are the server's (server/tls/ca-routes.ts), not the app's.
    denylist: [/^\/api\//i, /^\/ca(\.crt)?\/?$/i],
  }),
);

const tellPages = async (message: { type: string }) => {
  for (const page of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) page.postMessage(message);
};

self.addEventListener('message', (event) => {
  // The data key in this worker's memory (src/db/crypto/worker-key.ts), for reloads and its replay.
  if (handleKeyMessage(event, tellPages)) return;
  const type = (event.data as { type?: string } | null)?.type;
  // The update prompt asks the waiting worker to take over (workbox-window messageSkipWaiting).
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // A page still loading when this worker activated was not among those its activation took.
  if (type === takePagesMessage) event.waitUntil(self.clients.claim());
});

// Background Sync is only a wake-up call (design.md): src/sync/worker-sync.ts asks the open
// pages to replay (or replays itself) and fails the event when the server was not reached.
// Then the queue's sealed copies go, whoever's they are and whether or not anyone is signed in or
// unlocked (src/sync/worker-deliver.ts); the event fails when either did not reach the server.
self.addEventListener('sync', (event) => {
  event.waitUntil((async () => {
    const replayed = await handleSyncEvent({
      clients: () => self.clients.matchAll({ type: 'window', includeUncontrolled: true }),
      replay: () => replayFromWorker(self.location.origin),
    }, event.tag).then(() => undefined, (error: unknown) => error);
    const delivered = await deliverFromWorker(self.location.origin);
    if (replayed !== undefined) throw replayed;
    if (delivered.unreached) throw new Error('delivery stopped: network');
  })());
});
