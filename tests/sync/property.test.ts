// @vitest-environment node
// Property: whatever the sequence of writes (intakes, photos, tests, edits, SMS, submits, deletes
// of clients, documents and tests), faults, reloads (a new engine on the same database) and
// reconnects, once the network is back the server ends with exactly the intended records — no
// SMS sent twice — and the tablet's own store agrees with it. The faults are counted, so a run
// that injected none cannot pass for a run that survived them.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDocument, createClient, deleteClient, deleteDocument, deleteRecord, saveRecord, submitClient, updateClient } from '../../src/db/index';
import { outboxSummary } from '../../src/db/outbox/summary';
import type { TestServer } from '../server/harness';
import { clientFields, pngBytes } from '../unit/db-fixtures';
import type { Fault, FaultProxy } from './fault-proxy';
import { screeningAnswers } from './fixtures';
import { makeTablet, serverForFile, type Tablet } from './tablet';

let server: TestServer;
let proxy: FaultProxy;
let token: string;
// Its SMS all go to one number, far past a day's limit (SMS_LIMIT_PER_NUMBER): limits are not its subject.
serverForFile({ server: { smsPerNumberPerDay: 1_000_000, smsPerUserPerDay: 1_000_000 }, proxy: true, signIn: 'screening' }, (file) => ({ server, proxy, token } = file));

type Action =
  | { t: 'create' } | { t: 'doc'; c: number } | { t: 'test'; c: number } | { t: 'edit'; c: number; city: string }
  | { t: 'delete'; c: number } | { t: 'sms'; c: number } | { t: 'submit'; c: number } | { t: 'undoDoc'; c: number } | { t: 'undoTest'; c: number }
  | { t: 'fault'; f: Fault } | { t: 'offline' } | { t: 'online' } | { t: 'reload' } | { t: 'sync' };

const action: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: fc.constant({ t: 'create' as const }), weight: 3 },
  { arbitrary: fc.nat(9).map((c) => ({ t: 'doc' as const, c })), weight: 2 },
  { arbitrary: fc.nat(9).map((c) => ({ t: 'test' as const, c })), weight: 2 },
  { arbitrary: fc.record({ c: fc.nat(9), city: fc.constantFrom('تهران', 'کرج', 'رشت') }).map((a) => ({ t: 'edit' as const, ...a })), weight: 2 },
  { arbitrary: fc.nat(9).map((c) => ({ t: 'delete' as const, c })), weight: 1 },
  { arbitrary: fc.nat(9).map((c) => ({ t: 'sms' as const, c })), weight: 2 },
  { arbitrary: fc.nat(9).map((c) => ({ t: 'submit' as const, c })), weight: 1 },
  { arbitrary: fc.nat(9).map((c) => ({ t: 'undoDoc' as const, c })), weight: 1 },
  { arbitrary: fc.nat(9).map((c) => ({ t: 'undoTest' as const, c })), weight: 1 },
  { arbitrary: fc.constantFrom<Fault>('status500', 'status503', 'status401', 'hang', 'cut-after-commit', 'cut-after-commit').map((f) => ({ t: 'fault' as const, f })), weight: 5 },
  { arbitrary: fc.constantFrom({ t: 'offline' as const }, { t: 'online' as const }, { t: 'reload' as const }), weight: 2 },
  { arbitrary: fc.constant({ t: 'sync' as const }), weight: 4 },
);

interface Intended {
  localId: string; code: string; deleted: boolean; address: string; submitted: boolean; sms: number;
  docs: string[]; tests: string[]; // local ids of the live ones
}

let codeSeed = 700;
let online = true;

async function sync(tablet: Tablet): Promise<void> {
  tablet.clock.advance(6 * 60_000);
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
  const [row] = await server.sql.rows<{ submitted: boolean }>(sql`SELECT submitted FROM clients WHERE id = ${client.id}`);
  return { address: client.address, docs: docs.length, tests: tests.length, submitted: row!.submitted };
}

/** SMS the server sent for a client (the text names its national code). */
async function smsSent(code: string): Promise<number> {
  const [row] = await server.sql.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM sms_messages WHERE text LIKE ${`%${code}%`}`);
  return row!.n;
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
            intended.push({ localId, code, deleted: false, docs: [], tests: [], address: clientFields(0).address, submitted: false, sms: 0 });
          } else if (a.t !== 'fault' && a.t !== 'offline' && a.t !== 'online' && a.t !== 'reload' && a.t !== 'sync') {
            const target = live(a.c);
            if (!target) continue;
            if (a.t === 'doc') target.docs.push(await addDocument(tablet.db, target.localId, 'identity', 2, { bytes: pngBytes(80), mime: 'image/png' }));
            if (a.t === 'test') target.tests.push(await saveRecord(tablet.db, 'screeningTest', target.localId, screeningAnswers(), 2));
            if (a.t === 'undoDoc' && target.docs.length > 0) await deleteDocument(tablet.db, target.docs.shift()!);
            if (a.t === 'undoTest' && target.tests.length > 0) await deleteRecord(tablet.db, 'screeningTest', target.tests.shift()!);
            if (a.t === 'edit') { await updateClient(tablet.db, target.localId, clientFields(0, { nationalCode: target.code, address: a.city })); target.address = a.city; }
            if (a.t === 'sms') { await saveRecord(tablet.db, 'sms', target.localId, { phoneNumber: '09121234567', text: `یادآوری نوبت ${target.code}` }); target.sms += 1; }
            if (a.t === 'submit') { await submitClient(tablet.db, target.localId); target.submitted = true; }
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
          else expect(got).toEqual({ address: want.address, docs: want.docs.length, tests: want.tests.length, submitted: want.submitted });
          // An SMS is sent once per write, whatever was cut or replayed (a deleted client's SMS may have gone before).
          if (!want.deleted) expect(await smsSent(want.code)).toBe(want.sms);
          else expect(await smsSent(want.code)).toBeLessThanOrEqual(want.sms);
          // The tablet agrees: a live client carries its server id, its live documents and tests are
          // there with theirs; a deleted one is gone from the tablet.
          const row = await tablet.db.clients.get(want.localId);
          if (want.deleted) {
            expect(row).toBeUndefined();
            continue;
          }
          expect(row?.serverId).toBeDefined();
          const docs = (await tablet.db.documents.bulkGet(want.docs)).filter((d) => d && !d.deleted);
          expect(docs.map((d) => d!.serverId !== undefined)).toEqual(want.docs.map(() => true));
          const tests = (await tablet.db.screeningTests.bulkGet(want.tests)).filter((t) => t && !t.deleted);
          expect(tests.map((t) => t!.serverId !== undefined)).toEqual(want.tests.map(() => true));
        }
        tablet.engine.stop();
        await tablet.db.delete();
      }),
      { numRuns: 30, seed: 20261122, endOnFailure: true },
    );
    console.log(`property test: ${runs} sequences, faults injected ${JSON.stringify(proxy.injected)}`);
    // The faults really happened: each kind the sequences asked for reached a request.
    for (const fault of ['status500', 'status503', 'status401', 'hang', 'cut-after-commit', 'refused'] as const) {
      expect(proxy.injected[fault], fault).toBeGreaterThan(0);
    }
  });
});
