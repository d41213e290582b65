// The service worker keeps no copy of an /api/v1 answer or a photo: the real
// sw/sw.ts runs in a stand-in worker scope, and each fetch is routed as the browser would send it.
// An API call or a photo must go past the worker untouched (no respondWith, nothing cached), in
// any letter case (the server lowercases /api/ paths, so /API/v1/… names the same answers); an app
// page is answered from the precache, which shows the worker's routes are really there.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startWorker, swOrigin } from './sw-scope';

const origin = swOrigin;
type Listener = (event: FetchEventLike) => void;
interface FetchEventLike {
  request: Request;
  respondWith(answer: Promise<Response>): void;
  waitUntil(promise: Promise<unknown>): void;
}

const listeners = new Map<string, Listener[]>();
const cacheCalls: string[] = [];
const shellPage = new Response('<html></html>', { headers: { 'content-type': 'text/html' } });

/** CacheStorage and Cache that record every call: the precache lookups answer the app shell. */
const fakeCache = {
  match: async (request: RequestInfo) => {
    cacheCalls.push(`match ${String(typeof request === 'string' ? request : request.url)}`);
    return shellPage.clone();
  },
  put: async (request: RequestInfo) => void cacheCalls.push(`put ${String(typeof request === 'string' ? request : request.url)}`),
  add: async (request: RequestInfo) => void cacheCalls.push(`add ${String(request)}`),
  addAll: async () => void cacheCalls.push('addAll'),
  keys: async () => [],
  delete: async () => true,
};
const fakeCaches = {
  open: async (name: string) => {
    cacheCalls.push(`open ${name}`);
    return fakeCache;
  },
  match: fakeCache.match,
  keys: async () => [],
  has: async () => false,
  delete: async () => true,
};

beforeAll(async () => {
  await startWorker({
    manifest: [
      { url: '/index.html', revision: '1' },
      { url: '/shells/app.html', revision: '1' },
      { url: '/assets/app-abc123.js', revision: null },
    ],
    caches: fakeCaches,
    listeners,
  });
});

afterAll(() => {
  vi.unstubAllGlobals();
});

/** A browser's request: outside a browser a Request cannot be built with mode 'navigate' or a
 * destination, so those two fields are said by a subclass (workbox checks it is a Request). */
class BrowserRequest extends Request {
  constructor(url: string, private readonly sentMode: RequestMode, private readonly sentDestination: RequestDestination) {
    super(url);
  }

  override get mode(): RequestMode {
    return this.sentMode;
  }

  override get destination(): RequestDestination {
    return this.sentDestination;
  }
}

/** Sends one fetch through the worker's listeners: whether it answered, and what it cached. */
async function route(path: string, mode: RequestMode, destination: RequestDestination = '') {
  cacheCalls.length = 0;
  const answers: Promise<Response>[] = [];
  const event: FetchEventLike = {
    request: new BrowserRequest(new URL(path, origin).href, mode, destination),
    respondWith: (answer) => void answers.push(answer),
    waitUntil: () => {},
  };
  for (const listener of listeners.get('fetch') ?? []) listener(event);
  await Promise.allSettled(answers);
  return { answered: answers.length > 0, cacheCalls: [...cacheCalls] };
}

const apiCalls: [string, RequestMode, RequestDestination][] = [
  ['/api/v1/client/6/1', 'cors', ''],
  ['/api/v1/Client/42', 'cors', ''],
  ['/api/v1/sync/changes?since=0&limit=100', 'cors', ''],
  ['/api/v1/Device/key/0b0b3c2e-8d0f-4a51-9a43-0cf1a7d3e0aa', 'cors', ''],
  ['/api/v1/Client/getfile/0123456789abcdef0123456789abcdef.jpg', 'cors', ''],
  ['/api/v1/Client/getfile/0123456789abcdef0123456789abcdef.jpg', 'no-cors', 'image'],
  ['/api/v1/Client/getfile/0123456789abcdef0123456789abcdef.jpg', 'navigate', 'document'],
  ['/api/v1/client/6/1', 'navigate', 'document'],
  ['/API/v1/Client/getfile/0123456789abcdef0123456789abcdef.png', 'navigate', 'document'],
  ['/Api/V1/client/6/1', 'navigate', 'document'],
];

describe('the service worker', () => {
  it('answers an app page from its precache (its routes are in place)', async () => {
    const page = await route('/v2/reception/clientManagment', 'navigate', 'document');
    expect(page.answered).toBe(true);
    expect(page.cacheCalls).toContain(`match ${origin}/shells/app.html?__WB_REVISION__=1`);
    expect(page.cacheCalls.some((call) => call.startsWith('put'))).toBe(false);
  });

  for (const [path, mode, destination] of apiCalls) {
    it(`lets ${mode} ${path} go to the network untouched and caches nothing`, async () => {
      const sent = await route(path, mode, destination);
      expect(sent.answered).toBe(false);
      expect(sent.cacheCalls).toEqual([]);
    });
  }

  it('listens for fetches only through the workbox router (no handler of its own that could cache)', () => {
    expect(listeners.get('fetch')).toHaveLength(1);
  });
});
