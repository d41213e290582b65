// The precache filled a few files at a time. workbox-precaching's own install fetches its list
// one file after another (workbox#2528, against Chrome running out of resources on long lists):
// every file is a round trip before the tablet can open the app with no network, seconds over a
// clinic's Wi-Fi. Six at a time, Chromium's
// connections per host, each file through the controller's own strategy as workbox does it (same
// cache keys, revision check and integrity), so routing and clean-up stay workbox's.
import type { PrecacheController } from 'workbox-precaching';

export const precacheConcurrency = 6;

/** The install event, as workbox types it (the project's lib is DOM, not WebWorker). */
export type InstallEvent = Parameters<PrecacheController['activate']>[0];

export async function installPrecache(controller: PrecacheController, event: InstallEvent, concurrency = precacheConcurrency): Promise<void> {
  const files = [...controller.getURLsToCacheKeys()];
  let next = 0;
  const fetchInTurn = async () => {
    while (next < files.length) {
      const [url, cacheKey] = files[next++]!;
      // A file with a revision (not named by its hash) is fetched past the HTTP cache, as workbox does.
      const request = new Request(url, {
        integrity: controller.getIntegrityForCacheKey(cacheKey),
        cache: cacheKey === url ? 'default' : 'reload',
        credentials: 'same-origin',
      });
      await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, fetchInTurn));
}
