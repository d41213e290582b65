// @vitest-environment node
// Property: whatever the sequence of writes, faults, reloads (a new engine on the same database)
// and reconnects, once the network is back the server ends with exactly the intended records.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDocument, createClient, deleteClient, saveRecord, updateClient } from '../../src/db/index';
import { outboxSummary } from '../../src/db/queries';
import { startTestServer, type TestServer } from '../server/harness';
import { clientFields, pngBytes } from '../unit/db-fixtures';
import { startFaultProxy, type Fault, type FaultProxy } from './fault-proxy';
import { screeningAnswers } from './fixtures';
import { makeTablet, type Tablet } from './tablet';

let server: TestServer;
let proxy: FaultProxy;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  proxy = await startFaultProxy(server.url);
  token = await server.login('screening', 'demo1234');
});
afterAll(async () => {
  await proxy?.close();
  await server?.close();
});

type Action =
  | { t: 'create' } | { t: 'doc'; c: number } | { t: 'test'; c: number } | { t: 'edit'; c: number; city: string }
  | { t: 'delete'; c: number } | { t: 'fault'; f: Fault } | { t: 'offline' } | { t: 'online' } | { t: 'reload' } | { t: 'sync' };

const action: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: fc.constant({ t: 'create' as const }), weight: 3 },
  { arbitrary: fc.nat(9).map((c) => ({ t: 'doc' as const, c })), weight: 2 },
  { arbitrary: fc.nat(9).map((c) => ({ t: 'test' as const, c })), weight: 2 },
  { arbitrary: fc.record({ c: fc.nat(9), city: fc.constantFrom('تهران', 'کرج', 'رشت') }).map((a) => ({ t: 'edit' as const, ...a })), weight: 2 },
  { arbitrary: fc.nat(9).map((c) => ({ t: 'delete' as const, c })), weight: 1 },
  { arbitrary: fc.constantFrom<Fault>('status500', 'status503', 'status401', 'hang', 'cut-after-commit', 'cut-after-commit').map((f) => ({ t: 'fault' as const, f })), weight: 5 },
  { arbitrary: fc.constantFrom({ t: 'offline' as const }, { t: 'online' as const }, { t: 'reload' as const }), weight: 2 },
  { arbitrary: fc.constant({ t: 'sync' as const }), weight: 4 },
);

interface Intended { localId: string; code: string; deleted: boolean; docs: number; tests: number; address: string }

let codeSeed = 700;
let online = true;

async function sync(tablet: Tablet): Promise<void> {
  tablet.clock.advance(6 * 60_000);
  if (!online) proxy.injected.refused += 1;
  const report = await tablet.engine.syncNow();
  if (report.stoppedBy === 'pause') await tablet.engine.resume(); // the person signs in again
}

async function serverView(code: string) {
  const call = async (path: string, init?: RequestInit) => {
    const r = await fetch(new URL(path, server.apiUrl), { ...init, headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
    return { status: r.status, result: ((await r.json()) as { result: unknown }).result };
  };
  const found = await call('Client/search', { method: 'POST', body: JSON.stringify({ nationalCode: code }) });
  if (found.status === 404) return undefined;
  const client = found.result as { id: number; address: string };
  const docs = (await call(`client/documentlist/${client.id}`)).result as unknown[];
  const tests = (await call(`Screening/${client.id}/1/6`)).result as unknown[];
  return { address: client.address, docs: docs.length, tests: tests.length };
}

describe('random writes, faults, reloads and reconnects', () => {
  it('leave the server with exactly the intended records', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 4, maxLength: 14 }), async (actions) => {
        runs += 1;
        const faults: Fault[] = [];
        // Faults land on writes (the pull's GETs pass), where a lost or doubled record could come from.
        proxy.decide = ({ method }) => (method === 'GET' ? undefined : faults.shift());
        if (!online) await proxy.up();
        online = true;
        const tablet = makeTablet(proxy.apiUrl, token, { timeoutMs: 300 });
        const intended: Intended[] = [];
        const live = (c: number) => {
          const alive = intended.filter((i) => !i.deleted);
          return alive.length ? alive[c % alive.length] : undefined;
        };
        for (const a of actions) {
          if (a.t === 'create') {
            const code = clientFields(codeSeed++).nationalCode;
            const localId = await createClient(tablet.db, clientFields(0, { nationalCode: code }));
            intended.push({ localId, code, deleted: false, docs: 0, tests: 0, address: clientFields(0).address });
          } else if (a.t === 'doc' || a.t === 'test' || a.t === 'edit' || a.t === 'delete') {
            const target = live(a.c);
            if (!target) continue;
            if (a.t === 'doc') { await addDocument(tablet.db, target.localId, 'identity', 2, { bytes: pngBytes(80), mime: 'image/png' }); target.docs += 1; }
            if (a.t === 'test') { await saveRecord(tablet.db, 'screeningTest', target.localId, screeningAnswers(), 2); target.tests += 1; }
            if (a.t === 'edit') { await updateClient(tablet.db, target.localId, clientFields(0, { nationalCode: target.code, address: a.city })); target.address = a.city; }
            if (a.t === 'delete') { await deleteClient(tablet.db, target.localId); target.deleted = true; }
          } else if (a.t === 'fault') faults.push(a.f);
          else if (a.t === 'offline' && online) { await proxy.down(); online = false; }
          else if (a.t === 'online' && !online) { await proxy.up(); online = true; }
          else if (a.t === 'reload') tablet.reload();
          else if (a.t === 'sync') await sync(tablet);
        }
        // The network comes back for good (faults still queued hit the first requests of the drain).
        if (!online) await proxy.up();
        online = true;
        for (let i = 0; i < 40 && (await outboxSummary(tablet.db)).waiting > 0; i++) await sync(tablet);
        const summary = await outboxSummary(tablet.db);
        expect(summary.waiting).toBe(0);
        expect(summary.failed).toBe(0);
        for (const want of intended) {
          const got = await serverView(want.code);
          if (want.deleted) expect(got).toBeUndefined();
          else expect(got).toEqual({ address: want.address, docs: want.docs, tests: want.tests });
        }
        tablet.engine.stop();
        await tablet.db.delete();
      }),
      { numRuns: 30, seed: 20261122, endOnFailure: true },
    );
    console.log(`property test: ${runs} sequences, faults injected ${JSON.stringify(proxy.injected)}`);
  });
});
