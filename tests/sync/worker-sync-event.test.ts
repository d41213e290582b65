// @vitest-environment node
// The service worker's `sync` event with the real engine against the real server (through the
// fault proxy): it fails while the server cannot be reached — so the browser tries again later —
// and succeeds once the work is on the server; with a page open, the page's engine replays and
// answers on the message's port.
import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient, setOutboxUser, storeSessionCopy } from '../../src/db/index';
import { outboxSummary } from '../../src/db/outbox/summary';
import { attachTriggers } from '../../src/sync/index';
import { handleSyncEvent, ReplayStoppedError, type WindowClientLike } from '../../src/sync/worker-sync';
import { replayFromWorker } from '../../src/sync/worker-replay';
import type { TestServer } from '../server/harness';
import { clientFields } from '../unit/db-fixtures';
import type { FaultProxy } from './fault-proxy';
import { clientsTaken, makeTablet, serverForFile, signIn, type SignedIn } from './tablet';

let server: TestServer;
let proxy: FaultProxy;
let reception: SignedIn;
serverForFile({ proxy: true }, async (file) => {
  ({ server, proxy } = file);
  reception = await signIn(server.apiUrl, 'reception');
});
afterAll(() => setOutboxUser(undefined));

describe('the service worker\'s sync event', () => {
  it('fails while the server is unreachable and succeeds once the work is sent (no page open)', async () => {
    const tablet = makeTablet(proxy.apiUrl, reception.token);
    setOutboxUser({ userId: reception.userId, fullName: reception.fullName });
    const client = await createClient(tablet.db, clientFields(1301));
    await storeSessionCopy(tablet.db, { token: reception.token, userId: reception.userId, role: reception.role });
    const origin = new URL(proxy.apiUrl).origin;
    const deps = { clients: async () => [], replay: () => replayFromWorker(origin, tablet.db) };
    await proxy.down();
    await expect(handleSyncEvent(deps, 'outbox-replay')).rejects.toBeInstanceOf(ReplayStoppedError);
    proxy.injected.refused += 1;
    expect((await outboxSummary(tablet.db)).pending).toBe(1);
    await proxy.up();
    await expect(handleSyncEvent(deps, 'outbox-replay')).resolves.toBeUndefined();
    expect(await clientsTaken(tablet.db, [client])).toBe(1);
    expect(await tablet.db.outbox.count()).toBe(0);
  });

  it('asks the open page, whose engine answers on the port whether the server was reached', async () => {
    const tablet = makeTablet(proxy.apiUrl, reception.token);
    setOutboxUser(undefined); // the tablet's engine sends entries of no author (makeTablet's)
    const worker = new EventTarget();
    const detach = attachTriggers(tablet.engine, { serviceWorker: worker as unknown as ServiceWorkerContainer });
    // The page as the worker sees it: posting to it is a message event on navigator.serviceWorker.
    const page: WindowClientLike = {
      postMessage: (data, transfer) => worker.dispatchEvent(new MessageEvent('message', { data, ports: transfer as MessagePort[] })),
    };
    const deps = { clients: async () => [page], replay: async () => undefined, replyWaitMs: 20_000 };
    await createClient(tablet.db, clientFields(1302));
    await proxy.down();
    await expect(handleSyncEvent(deps, 'outbox-replay')).rejects.toBeInstanceOf(ReplayStoppedError);
    proxy.injected.refused += 1;
    await proxy.up();
    await expect(handleSyncEvent(deps, 'outbox-replay')).resolves.toBeUndefined();
    expect((await outboxSummary(tablet.db)).waiting).toBe(0);
    detach();
  });
});
