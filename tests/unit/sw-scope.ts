// A stand-in service worker scope for running the real sw/sw.ts in node: the globals workbox
// reads (location, caches, fetch, self with its manifest and listeners), stubbed with vitest.
// `vi.unstubAllGlobals()` takes them back.
import { vi } from 'vitest';

export const swOrigin = 'https://clinic.example';

export interface WorkerScopeParts {
  manifest: Array<{ url: string; revision: string | null }>;
  caches: object;
  /** Every listener the worker adds, by event type. */
  listeners: Map<string, Array<(event: never) => void>>;
  fetch?: (input: RequestInfo) => Promise<Response>;
  /** Globals the worker's code checks events against (FetchEvent, ExtendableEvent). */
  classes?: Record<string, unknown>;
}

/** Stubs the scope, then imports sw/sw.ts, which registers its listeners into `listeners`. */
export async function startWorker({ manifest, caches, listeners, fetch, classes = {} }: WorkerScopeParts): Promise<void> {
  const location = new URL(`${swOrigin}/sw.js`);
  vi.stubGlobal('location', location);
  vi.stubGlobal('caches', caches);
  if (fetch) vi.stubGlobal('fetch', fetch);
  for (const [name, value] of Object.entries(classes)) vi.stubGlobal(name, value);
  // Workbox's development build logs every routing decision unless told not to: it looks on the
  // global object whether it was told, then reads the answer from `self`.
  vi.stubGlobal('__WB_DISABLE_DEV_LOGS', true);
  vi.stubGlobal('self', {
    __WB_DISABLE_DEV_LOGS: true,
    __WB_MANIFEST: manifest,
    location,
    registration: { scope: `${swOrigin}/` },
    caches,
    ...(fetch ? { fetch } : {}),
    clients: { claim: async () => {}, matchAll: async () => [] },
    skipWaiting: async () => {},
    addEventListener: (type: string, listener: (event: never) => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  });
  await import('../../sw/sw');
}
