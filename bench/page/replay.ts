// Replay: a tablet's queued intakes sent to the real server (directly or through the bench's
// delay link) by the product's push pass (sync/replay-pass over the Dexie outbox, api/ transport)
// vs the same requests replayed by workbox-background-sync's Queue (the peer). Only the replay is
// timed, not the queueing.
import { Queue } from 'workbox-background-sync';
import { ClinicDb } from '../../src/db/index';
import { uuidV7 } from '../../src/domain/uuid-v7';
import { replayPass } from '../../src/sync/replay-pass';
import { screeningAnswers } from '../../tests/sync/fixtures';
import { clientFields, nationalCodeOf, relock } from './fixtures';
import { queueIntakes, watchedTransport, type IntakeShape } from './replay-queue';
import { openSyncCentre } from './sync-centre-open';
import { timed } from './timing';

export interface ReplayRun {
  ms: number;
  /** Of `ms`, the time spent waiting on HTTP answers (the rest is local bookkeeping). */
  httpMs: number;
  /** HTTP requests made (a sync/batch request counts once). */
  requests: number;
  /** Outbox entries (product) or queued requests (peer). */
  entries: number;
  done: number;
  left: number;
  /** Entries the server refused (product: failed; peer: answers that were not 2xx, which the Queue counts as sent). */
  refused: number;
  /** Photo bytes queued. */
  photoBytes: number;
  /** The server ids of the clients this run made (the peer hangs its tests on them). */
  clientIds: number[];
}

/** `centreOpen`: the sync centre's live reads open during the replay (sync-centre-open.ts). */
export async function replayProduct(apiUrl: string, token: string, count: number, codePrefix: number, shape: IntakeShape, centreOpen = false): Promise<ReplayRun> {
  const db = new ClinicDb(`bench-replay-${Date.now()}`);
  await db.open();
  try {
    const photoBytes = await queueIntakes(db, count, codePrefix, shape);
    const entries = await db.outbox.count();
    const watch = watchedTransport(apiUrl, token);
    relock(); // the queue read as after a day's idle locks, not straight from the writes' memory
    const closeCentre = centreOpen ? await openSyncCentre(db) : undefined;
    const run = await timed('replay:product', () => replayPass({
      db, transport: watch.transport, now: () => Date.now(), random: Math.random, onProgress: () => {},
    })).finally(closeCentre);
    const left = await db.outbox.where('state').notEqual('done').count();
    const clientIds = (await db.clients.toArray()).flatMap((c) => (typeof c.serverId === 'number' ? [c.serverId] : []));
    return {
      ms: run.ms, httpMs: watch.httpMs, requests: watch.requests, entries, done: run.value.done, left, refused: run.value.failed, photoBytes, clientIds,
    };
  } finally {
    db.close();
    await db.delete();
  }
}

/** The peer's queue: per intake a POST Client and a POST Screening/{id}. A Queue replays stored
 * requests and cannot put a server id it learns into a later request's path, so each test goes
 * to a client already on the server (`testClientIds`: one the product made earlier in the run). */
export async function replayPeer(apiUrl: string, token: string, count: number, codePrefix: number, testClientIds: number[]): Promise<ReplayRun> {
  // The Queue expects a service worker's `self.registration`; in a page it takes the no-Background-
  // Sync path, and onSync is a no-op so that only our explicit replayRequests() sends.
  const scope = self as unknown as { registration?: object };
  scope.registration ??= {};
  const queue = new Queue(`bench-${codePrefix}-${Date.now()}`, { forceSyncFallback: true, onSync: async () => {} });
  const post = (path: string, body: unknown) => new Request(new URL(path, apiUrl), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': uuidV7() },
    body: JSON.stringify(body),
  });
  let entries = 0;
  for (let n = 0; n < count; n++) {
    await queue.pushRequest({ request: post('Client', { ...clientFields(nationalCodeOf(codePrefix, n), n), localId: uuidV7() }) });
    entries += 1;
    const testClient = testClientIds[n % Math.max(1, testClientIds.length)];
    if (testClient === undefined) continue;
    await queue.pushRequest({ request: post(`Screening/${testClient}`, { ...screeningAnswers(n % 2 === 0), localId: uuidV7() }) });
    entries += 1;
  }
  // The same split for the peer: time inside fetch, measured by wrapping it for this replay only.
  const realFetch = globalThis.fetch;
  let httpMs = 0;
  let requests = 0;
  let refused = 0;
  globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
    const at = performance.now();
    requests += 1;
    try {
      const response = await realFetch(...args);
      if (!response.ok) refused += 1;
      return response;
    } finally {
      httpMs += performance.now() - at;
    }
  };
  const run = await timed('replay:peer', () => queue.replayRequests()).finally(() => {
    globalThis.fetch = realFetch;
  });
  const left = await queue.size();
  return { ms: run.ms, httpMs, requests, entries, done: entries - left, left, refused, photoBytes: 0, clientIds: [] };
}
