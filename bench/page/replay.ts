// Replay: 1,000 queued intakes sent to the real server on loopback by the product's push pass
// (sync/replay-pass over the Dexie outbox, api/ transport) vs the same 1,000 requests replayed
// by workbox-background-sync's Queue (the peer). Only the replay is timed, not the queueing.
import { Queue } from 'workbox-background-sync';
import { createTransport, type Transport } from '../../src/api/outbox-transport';
import { ClinicDb, createClient } from '../../src/db/index';
import { uuidV7 } from '../../src/domain/uuid-v7';
import { replayPass } from '../../src/sync/replay-pass';
import { clientFields, nationalCodeOf } from './fixtures';
import { timed } from './timing';

export interface ReplayRun {
  ms: number;
  /** Of `ms`, the time spent waiting on HTTP answers (the rest is local bookkeeping). */
  httpMs: number;
  sent: number;
  done: number;
  left: number;
}

export async function replayProduct(apiUrl: string, token: string, count: number, codePrefix: number): Promise<ReplayRun> {
  const db = new ClinicDb(`bench-replay-${Date.now()}`);
  await db.open();
  try {
    for (let n = 0; n < count; n++) await createClient(db, clientFields(nationalCodeOf(codePrefix, n), n));
    const inner = createTransport({ baseUrl: apiUrl, getToken: () => token });
    let httpMs = 0;
    const timedHttp = async <T>(work: () => Promise<T>): Promise<T> => {
      const at = performance.now();
      try {
        return await work();
      } finally {
        httpMs += performance.now() - at;
      }
    };
    const transport: Transport = {
      send: (call) => timedHttp(() => inner.send(call)),
      sendBatch: (calls) => timedHttp(() => inner.sendBatch!(calls)),
    };
    const run = await timed('replay:product', () => replayPass({
      db, transport, now: () => Date.now(), random: Math.random, onProgress: () => {},
    }));
    const left = await db.outbox.where('state').notEqual('done').count();
    return { ms: run.ms, httpMs, sent: run.value.sent, done: run.value.done, left };
  } finally {
    db.close();
    await db.delete();
  }
}

export async function replayPeer(apiUrl: string, token: string, count: number, codePrefix: number): Promise<ReplayRun> {
  // The Queue expects a service worker's `self.registration`; in a page it takes the no-Background-
  // Sync path, and onSync is a no-op so that only our explicit replayRequests() sends.
  const scope = self as unknown as { registration?: object };
  scope.registration ??= {};
  const queue = new Queue(`bench-${codePrefix}-${Date.now()}`, { forceSyncFallback: true, onSync: async () => {} });
  for (let n = 0; n < count; n++) {
    const fields = clientFields(nationalCodeOf(codePrefix, n), n);
    await queue.pushRequest({
      request: new Request(new URL('Client', apiUrl), {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': uuidV7() },
        body: JSON.stringify(fields),
      }),
    });
  }
  // The same split for the peer: time inside fetch, measured by wrapping it for this replay only.
  const realFetch = globalThis.fetch;
  let httpMs = 0;
  globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
    const at = performance.now();
    try {
      return await realFetch(...args);
    } finally {
      httpMs += performance.now() - at;
    }
  };
  const run = await timed('replay:peer', () => queue.replayRequests()).finally(() => {
    globalThis.fetch = realFetch;
  });
  const left = await queue.size();
  return { ms: run.ms, httpMs, sent: count - left, done: count - left, left };
}
