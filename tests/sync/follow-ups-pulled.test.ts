// @vitest-environment node
// Issue 36 §6 through the engine: follow-ups reach a tablet's pull. A follow-up staff mark by hand
// and one closed on tablet A show as such on tablet B offline after B's pull: B's list has the hand
// one, and not the closed one, though B's own rule over the pulled BI-RADS 4 record would list it.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createClient, findByNationalCode, heldFollowUps, recordsWithClients, saveRecord } from '../../src/db/index';
import { followUpText } from '../../src/domain/follow-up-text';
import { openOfPatient, tabletFollowUps } from '../../src/features/follow-up/tablet-follow-ups';
import type { TestServer } from '../server/harness';
import { clientFields } from '../unit/db-fixtures';
import { makeTablet, serverForFile, serverGet } from './tablet';

let server: TestServer;
let token: string;
serverForFile({ signIn: 'research' }, (file) => ({ server, token } = file));

interface FollowUp { id: number; closedAt: string | null; recordId: number | null; source: string }

async function serverPost<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(new URL(path, server.apiUrl), { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { result: T };
  if (!response.ok) throw new Error(`${response.status} ${path}: ${JSON.stringify(answer)}`);
  return answer.result;
}

/** What tablet B's follow-up list shows offline. */
async function offlineList(db: Parameters<typeof heldFollowUps>[0]) {
  return tabletFollowUps(await recordsWithClients(db, ['screeningTest', 'examination']), await heldFollowUps(db));
}

describe('follow-ups in the pull', () => {
  it('marked by hand and closed on tablet A: open and closed on tablet B offline, after a pull', async () => {
    const a = makeTablet(server.apiUrl, token);
    const risky = await createClient(a.db, clientFields(961, { isCoveredPatient: true }));
    const calm = await createClient(a.db, clientFields(962, { isCoveredPatient: true }));
    // A mammography with BI-RADS 4: the server's rule opens a follow-up when it stores it.
    await saveRecord(a.db, 'examination', risky, { birads: 4, calsification: false, cyst: false, lynph: false, performedAt: '2026-02-01' }, 0);
    expect(await a.engine.syncNow()).toMatchObject({ failed: 0 });
    const riskyId = (await a.db.clients.get(risky))!.serverId!;
    const calmId = (await a.db.clients.get(calm))!.serverId!;

    const b = makeTablet(server.apiUrl, token);
    await b.engine.syncNow();
    const riskyOnB = (await findByNationalCode(b.db, clientFields(961).nationalCode))!.localId;
    const calmOnB = (await findByNationalCode(b.db, clientFields(962).nationalCode))!.localId;
    expect((await offlineList(b.db)).map((row) => row.client.localId)).toEqual([riskyOnB]);
    expect((await heldFollowUps(b.db)).map(({ row }) => [row.clientLocalId, row.payload.source, row.payload.closedAt])).toEqual([[riskyOnB, 'rule', null]]);

    // On tablet A (online): the rule's follow-up closed with a note, the calm patient marked by hand.
    const [byRule] = await serverGet<FollowUp[]>(server.apiUrl, token, `FollowUp/client/${riskyId}`);
    await serverPost(`FollowUp/${byRule!.id}/close`, { note: 'سونوگرافی تکمیلی طبیعی بود' });
    await serverPost('FollowUp', { clientId: Number(calmId), reason: 'درد مداوم پستان' });

    // B pulls, then answers offline from what it holds.
    await b.engine.syncNow();
    const list = await offlineList(b.db);
    expect(list.map((row) => [row.client.localId, row.reason])).toEqual([[calmOnB, `${followUpText.byHand}: درد مداوم پستان`]]);
    const pulled = await recordsWithClients(b.db, ['screeningTest', 'examination']);
    const held = await heldFollowUps(b.db);
    expect(openOfPatient(pulled.filter((r) => r.client.localId === riskyOnB), held.filter((h) => h.client.localId === riskyOnB)).open).toBe(false);
    expect(openOfPatient([], held.filter((h) => h.client.localId === calmOnB))).toEqual({ open: true, reason: `${followUpText.byHand}: درد مداوم پستان` });
    // The closed one is held with its close (the pull brought its update, not a second row).
    const closed = held.find((h) => h.client.localId === riskyOnB)!;
    expect(closed.row.payload).toMatchObject({ source: 'rule', closeNote: 'سونوگرافی تکمیلی طبیعی بود' });
    expect(typeof closed.row.payload.closedAt).toBe('string');
  });
});
