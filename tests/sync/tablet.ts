// A tablet for sync tests: its own fake-indexeddb database, a sync engine against a server
// (direct or through the fault proxy), a controllable clock and seeded randomness.
import { afterAll, beforeAll } from 'vitest';
import { createTransport } from '../../src/api/outbox-transport';
import { ClinicDb } from '../../src/db/index';
import { createSyncEngine, type Clock, type SyncEngine } from '../../src/sync/index';
import { startTestServer, type TestServer, type TestServerOptions } from '../server/harness';
import { startFaultProxy, type FaultProxy } from './fault-proxy';

export interface TestClock extends Clock {
  advance(ms: number): void;
  /** Timers the engine set and has not cleared: delay and callback; the test fires them. */
  timers: Map<number, { ms: number; fn: () => void }>;
}

/** Real time plus an offset the test moves forward; timers are recorded, fired only by the test. */
export function testClock(): TestClock {
  let offset = 0;
  let next = 1;
  const timers = new Map<number, { ms: number; fn: () => void }>();
  return {
    now: () => Date.now() + offset,
    advance: (ms) => { offset += ms; },
    timers,
    setTimeout: (fn, ms) => {
      timers.set(next, { ms, fn });
      return next++;
    },
    clearTimeout: (handle) => { timers.delete(handle as number); },
  };
}

export function seededRandom(seed = 42): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface Tablet {
  db: ClinicDb;
  engine: SyncEngine;
  clock: TestClock;
  token: { value: string | undefined };
  /** A new engine on the same database (a reload of the page). */
  reload(): SyncEngine;
}

export function makeTablet(apiUrl: string, token: string | undefined, opts: { kiosk?: boolean; timeoutMs?: number; name?: string; author?: string } = {}): Tablet {
  const db = new ClinicDb(opts.name ?? `tablet-${Math.random().toString(36).slice(2)}`);
  const clock = testClock();
  const tokenBox = { value: token };
  const newEngine = () => createSyncEngine({
    db,
    transport: createTransport({ baseUrl: apiUrl, getToken: () => tokenBox.value, timeoutMs: opts.timeoutMs ?? 2_000 }),
    clock,
    random: seededRandom(),
    kiosk: opts.kiosk,
    author: opts.author,
  });
  const tablet: Tablet = {
    db, clock, token: tokenBox, engine: newEngine(),
    reload() {
      tablet.engine.stop();
      tablet.engine = newEngine();
      return tablet.engine;
    },
  };
  return tablet;
}

/** How many of these clients (local ids) the server took: each holds its server id, and its
 * create left the outbox. */
export async function clientsTaken(db: ClinicDb, localIds: string[]): Promise<number> {
  return (await db.clients.bulkGet(localIds)).filter((client) => client?.serverId !== undefined).length;
}

/** Polls `clientsTaken` until all of them are taken (or about `ms` passed); resolves to the last count. */
export async function untilClientsTaken(db: ClinicDb, localIds: string[], ms = 2_000): Promise<number> {
  for (let waited = 0; waited < ms && (await clientsTaken(db, localIds)) < localIds.length; waited += 20) await new Promise((r) => setTimeout(r, 20));
  return clientsTaken(db, localIds);
}

/** GET a path on the server as a signed-in user; the envelope's result. */
export async function serverGet<T = unknown>(apiUrl: string, token: string, path: string): Promise<T> {
  const response = await fetch(new URL(path, apiUrl), { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { result: T };
  if (!response.ok) throw new Error(`${response.status} ${path}: ${JSON.stringify(body)}`);
  return body.result;
}

export interface SignedIn {
  token: string;
  userId: string;
  fullName: string;
  role: string;
}

/** Account/login as a person would: the token and who the server says they are. */
export async function signIn(apiUrl: string, userName: string, password = 'demo1234'): Promise<SignedIn> {
  const response = await fetch(new URL('Account/login', apiUrl), {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName, password }),
  });
  const body = (await response.json()) as { result: { token: string; userId: string | number; fullName: string; role: string } };
  if (!response.ok) throw new Error(`${response.status} login ${userName}`);
  return { ...body.result, userId: String(body.result.userId) };
}

export interface FileServer {
  server: TestServer;
  /** With `signIn`: that person's token. */
  token: string;
  /** With `proxy`: the fault proxy in front of the server (its `url` is the server's origin). */
  proxy: FaultProxy;
}

export interface ServerForFileOptions {
  server?: TestServerOptions;
  /** A demo account signed in before the tests (password demo1234). */
  signIn?: string;
  /** A fault proxy in front of the server, closed before it. */
  proxy?: boolean;
}

/** The file's real server, started before its tests and closed after them. `started` receives it
 *  once it runs (and may do the file's own set-up); the object returned fills in then too. */
export function serverForFile(options: ServerForFileOptions = {}, started?: (file: FileServer) => unknown): FileServer {
  const file = {} as FileServer;
  beforeAll(async () => {
    file.server = await startTestServer(options.server);
    if (options.proxy) file.proxy = await startFaultProxy(file.server.url);
    if (options.signIn) file.token = await file.server.login(options.signIn, 'demo1234');
    await started?.(file);
  });
  afterAll(async () => {
    await file.proxy?.close();
    await file.server?.close();
  });
  return file;
}
