// @vitest-environment node
// The batched push: a day's queue goes in a few sync/batch requests instead of one
// request per entry, each chain still in order; a refusal inside a batch fails that entry alone;
// a batch cut after the server committed is sent again without doubling anything; against a
// server without sync/batch the engine sends one call per entry.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDocument, createClient, saveRecord } from '../../src/db/index';
import { messages } from '../../src/domain/messages';
import type { TestServer } from '../server/harness';
import { clientFields, pngBytes } from '../unit/db-fixtures';
import type { FaultProxy, ProxiedRequest } from './fault-proxy';
import { screeningAnswers } from './fixtures';
import { makeTablet, serverForFile, serverGet, type Tablet } from './tablet';

let server: TestServer;
let proxy: FaultProxy;
let token: string;
let seen: ProxiedRequest[];

serverForFile({ proxy: true, signIn: 'screening' }, (file) => ({ server, proxy, token } = file));
beforeEach(() => {
  seen = [];
  proxy.decide = (req) => {
    seen.push(req);
    return undefined;
  };
});

const route = (req: ProxiedRequest) => `${req.method} ${req.path.replace(/^\/api\/v1\//, '').replace(/\/\d+/g, '/:id')}`;

/** `count` intakes, each a client with one screening test (and a photo every third). */
async function queueIntakes(tablet: Tablet, first: number, count: number): Promise<string[]> {
  const clients: string[] = [];
  for (let i = first; i < first + count; i++) {
    const client = await createClient(tablet.db, clientFields(i));
    clients.push(client);
    await saveRecord(tablet.db, 'screeningTest', client, screeningAnswers(i % 2 === 0), 2);
    if (i % 3 === 0) await addDocument(tablet.db, client, 'identity', 1, { bytes: pngBytes(64 + (i % 50)), mime: 'image/png' });
  }
  return clients;
}

/** Each client on the server with exactly its one screening test. */
async function onServer(tablet: Tablet, clients: string[]): Promise<void> {
  for (const localId of clients) {
    const row = (await tablet.db.clients.get(localId))!;
    expect(row.serverId, localId).toBeDefined();
    expect(await serverGet<unknown[]>(server.apiUrl, token, `Screening/${row.serverId}/1/6`), localId).toHaveLength(1);
  }
}

describe('the batched push', () => {
  it('sends 120 intakes with their tests in a handful of requests, each chain in order', async () => {
    const tablet = makeTablet(proxy.apiUrl, token, { timeoutMs: 30_000 }); // the app's own timeout: a batch of 100 takes a while
    const clients = await queueIntakes(tablet, 1000, 120);
    const report = await tablet.engine.syncNow();
    expect(report.stoppedBy).toBeUndefined();
    expect(await tablet.db.outbox.where('state').noneOf(['done']).count()).toBe(0);
    const counts = seen.filter((r) => r.method !== 'GET').reduce<Record<string, number>>((all, r) => ({ ...all, [route(r)]: (all[route(r)] ?? 0) + 1 }), {});
    // 120 creates in 2 batches, then 120 tests in 2 more; photos one request each (multipart).
    expect(counts).toEqual({ 'POST sync/batch': 4, 'POST Client/upload/:id/:id': 40 });
    await onServer(tablet, clients);
  });

  it('fails a refused entry alone, with the server\'s message; its chain waits, the others arrive', async () => {
    const tablet = makeTablet(proxy.apiUrl, token);
    const good = await createClient(tablet.db, clientFields(2001));
    // A queue may hold a wrong check digit an earlier app let through: the server refuses this one.
    const bad = await createClient(tablet.db, { ...clientFields(2002), nationalCode: '0012345678' });
    const badTest = await saveRecord(tablet.db, 'screeningTest', bad, screeningAnswers(), 2);
    const other = await createClient(tablet.db, clientFields(2003));
    await tablet.engine.syncNow();
    expect(seen.filter((r) => r.method === 'POST').map(route)).toEqual(['POST sync/batch']);
    const byLocalId = async (localId: string) => (await tablet.db.outbox.where('localId').equals(localId).toArray())[0]!;
    // Taken by the server: they left the outbox.
    expect(await byLocalId(good)).toBeUndefined();
    expect(await byLocalId(other)).toBeUndefined();
    expect(await byLocalId(bad)).toMatchObject({ state: 'failed', lastError: { status: 400, fields: { nationalCode: messages.nationalCodeInvalid } } });
    expect(await byLocalId(badTest)).toMatchObject({ state: 'pending' }); // waits for its client
  });

  it('sends a batch cut after the server committed again, and nothing is doubled', async () => {
    const tablet = makeTablet(proxy.apiUrl, token);
    const clients = await queueIntakes(tablet, 3000, 10);
    let cut = 0;
    proxy.decide = (req) => {
      seen.push(req);
      if (req.path.endsWith('sync/batch') && cut === 0) {
        cut += 1;
        return 'cut-after-commit';
      }
      return undefined;
    };
    expect((await tablet.engine.syncNow()).stoppedBy).toBe('offline');
    await tablet.engine.syncNow({ fresh: true });
    expect(cut).toBe(1);
    expect(await tablet.db.outbox.where('state').noneOf(['done']).count()).toBe(0);
    for (const localId of clients) {
      const { nationalCode } = (await tablet.db.clients.get(localId))!;
      const found = await fetch(`${server.apiUrl}Client/search`, {
        method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ nationalCode }),
      });
      expect(found.status).toBe(200);
    }
    const feed = await serverGet<{ changes: { entity: string; op: string; data: { nationalCode?: string } | null }[] }>(server.apiUrl, token, 'sync/changes?since=0&limit=1000');
    const codes = await Promise.all(clients.map(async (localId) => (await tablet.db.clients.get(localId))!.nationalCode));
    const created = feed.changes.filter((c) => c.entity === 'client' && codes.includes(c.data?.nationalCode ?? ''));
    expect(new Set(created.map((c) => c.data?.nationalCode)).size).toBe(codes.length);
    await onServer(tablet, clients);
  });

  it('sends one call per entry to a server without sync/batch, and asks for the batch only once', async () => {
    const tablet = makeTablet(proxy.apiUrl, token);
    const clients = await queueIntakes(tablet, 4000, 6);
    proxy.decide = (req) => {
      seen.push(req);
      return req.path.endsWith('sync/batch') ? 'status404' : undefined;
    };
    const report = await tablet.engine.syncNow();
    expect(report.stoppedBy).toBeUndefined();
    expect(proxy.injected.status404).toBe(1);
    expect(await tablet.db.outbox.where('state').noneOf(['done']).count()).toBe(0);
    const posts = seen.filter((r) => r.method === 'POST').map(route);
    expect(posts.filter((r) => r === 'POST sync/batch')).toHaveLength(1);
    expect(posts.filter((r) => r === 'POST Client')).toHaveLength(6);
    await onServer(tablet, clients);
  });
});
