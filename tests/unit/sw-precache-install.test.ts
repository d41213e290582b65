// The service worker's first install fills the precache a few files at a time (sw/precache-
// install.ts): workbox's own install fetched its list one file after another, a round trip each
// before the tablet could open the app offline. The real sw/sw.ts runs in a stand-in worker scope
// whose fetch takes a moment per file; every file must land under workbox's cache key, several
// must be in flight at once, never more than the limit, and a file that fails fails the install.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { precacheConcurrency } from '../../sw/precache-install';
import { startWorker, swOrigin } from './sw-scope';

const origin = swOrigin;
/** The browser's install event: workbox checks (in development) that it is an ExtendableEvent. */
class InstallEvent {
  readonly type = 'install';
  constructor(readonly waitUntil: (promise: Promise<unknown>) => void) {}
}
type Listener = (event: InstallEvent) => void;
const listeners = new Map<string, Listener[]>();

const hashed = Array.from({ length: 30 }, (_, i) => ({ url: `/assets/chunk-${i}-abcdef12.js`, revision: null }));
const manifest = [{ url: '/index.html', revision: 'r1' }, { url: '/shells/app.html', revision: 'r2' }, ...hashed];

const stored = new Map<string, string>();
let inFlight = 0;
let mostInFlight = 0;
let failing: string | undefined;

const cache = {
  put: async (request: Request, response: Response) => void stored.set(request.url, await response.text()),
  match: async () => undefined,
  keys: async () => [],
  delete: async () => true,
};
const caches = { open: async () => cache, keys: async () => [], delete: async () => true, has: async () => false, match: async () => undefined };

async function fakeFetch(input: RequestInfo): Promise<Response> {
  const url = typeof input === 'string' ? input : input.url;
  inFlight += 1;
  mostInFlight = Math.max(mostInFlight, inFlight);
  await new Promise((resolve) => setTimeout(resolve, 15));
  inFlight -= 1;
  if (failing && url.startsWith(`${origin}${failing}`)) return new Response('gone', { status: 404 });
  return new Response(`body of ${new URL(url).pathname}`, { status: 200 });
}

beforeAll(async () => {
  await startWorker({ manifest, caches, listeners, fetch: fakeFetch, classes: { FetchEvent: class {}, ExtendableEvent: InstallEvent } });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

/** Dispatches `install` as the browser does and resolves when its waitUntil promises settle. */
async function install(): Promise<void> {
  const waited: Promise<unknown>[] = [];
  const event = new InstallEvent((promise) => void waited.push(promise));
  for (const listener of listeners.get('install') ?? []) listener(event);
  expect(waited.length).toBeGreaterThan(0);
  // Workbox adds its own waitUntil promises while the install runs: settle until none is new.
  for (let seen = 0; seen < waited.length;) {
    const round = waited.slice(seen);
    seen = waited.length;
    await Promise.all(round);
  }
}

describe('the first install', () => {
  it('stores every file under its cache key, several at a time and never more than the limit', async () => {
    await install();
    expect(stored.size).toBe(manifest.length);
    expect(stored.get(`${origin}/index.html?__WB_REVISION__=r1`)).toBe('body of /index.html');
    expect(stored.get(`${origin}/shells/app.html?__WB_REVISION__=r2`)).toBe('body of /shells/app.html');
    expect(stored.get(`${origin}/assets/chunk-29-abcdef12.js`)).toBe('body of /assets/chunk-29-abcdef12.js');
    expect(mostInFlight).toBeGreaterThan(1);
    expect(mostInFlight).toBeLessThanOrEqual(precacheConcurrency);
  });

  it('fails when a file cannot be fetched (the old worker stays)', async () => {
    stored.clear();
    failing = '/assets/chunk-7-';
    await expect(install()).rejects.toThrow();
    failing = undefined;
  });
});
