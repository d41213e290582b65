// @vitest-environment node
// Conflicts at field level: "keep mine" sends again only what this tablet
// changed, on top of the server's newest version, for a client and for disease data, which is one
// record per client on every tablet and edited with If-Match.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createClient, findByNationalCode, getClient, keepMine, saveRecord, updateClient, type ClinicDb } from '../../src/db/index';
import type { TestServer } from '../server/harness';
import { clientFields } from '../unit/db-fixtures';
import { diseaseDataBody } from './fixtures';
import { makeTablet, serverForFile, serverGet } from './tablet';

let server: TestServer;
let token: string;
serverForFile({ signIn: 'research' }, (file) => ({ server, token } = file));

async function sharedClient(n: number) {
  const a = makeTablet(server.apiUrl, token);
  const b = makeTablet(server.apiUrl, token);
  const onA = await createClient(a.db, clientFields(n));
  await a.engine.syncNow();
  await b.engine.syncNow();
  const onB = (await findByNationalCode(b.db, clientFields(n).nationalCode))!.localId;
  return { a, b, onA, onB, serverId: (await a.db.clients.get(onA))!.serverId };
}

const conflictOf = async (db: ClinicDb) => (await db.outbox.toArray()).find((e) => e.state === 'conflict');
const diseaseRows = async (db: ClinicDb, clientLocalId: string) => (await db.diseaseData.toArray()).filter((r) => r.clientLocalId === clientLocalId);

describe('keep mine', () => {
  it('resends only the fields this tablet changed: the other tablet\'s phone change survives', async () => {
    const { a, b, onA, onB, serverId } = await sharedClient(800);
    await updateClient(a.db, onA, clientFields(800, { phoneNumber: '09125556677' }));
    await a.engine.syncNow(); // the clinic's phone change, v2
    await updateClient(b.db, onB, clientFields(800, { address: 'مشهد' })); // B edited only the address, on v1
    expect((await b.engine.syncNow()).conflicts).toBe(1);

    await keepMine(b.db, (await conflictOf(b.db))!.id);
    expect((await getClient(b.db, onB))!.fields).toMatchObject({ address: 'مشهد', phoneNumber: '09125556677' });
    expect(await b.engine.syncNow()).toMatchObject({ done: 1, conflicts: 0 });
    const onServer = await serverGet<{ address: string; phoneNumber: string; version: number }>(server.apiUrl, token, `Client/${serverId}`);
    expect(onServer).toMatchObject({ address: 'مشهد', phoneNumber: '09125556677', version: 3 });
    await a.engine.syncNow();
    expect((await getClient(a.db, onA))!.fields).toMatchObject({ address: 'مشهد', phoneNumber: '09125556677' });
  });
});

describe('disease data', () => {
  it('is one record on every tablet; a stale save is a conflict and keep mine merges the fields', async () => {
    const { a, b, onA, onB, serverId } = await sharedClient(810);
    await saveRecord(a.db, 'diseaseData', onA, diseaseDataBody({ job: 'معلم' }));
    await a.engine.syncNow();
    await b.engine.syncNow();
    expect(await diseaseRows(b.db, onB)).toHaveLength(1);

    await saveRecord(a.db, 'diseaseData', onA, diseaseDataBody({ job: 'پرستار' })); // v2 on the server
    expect(await diseaseRows(a.db, onA)).toHaveLength(1);
    await a.engine.syncNow();
    await saveRecord(b.db, 'diseaseData', onB, diseaseDataBody({ job: 'معلم', smoke: true })); // B, on v1, changed smoke only
    expect(await diseaseRows(b.db, onB)).toHaveLength(1);
    expect((await b.engine.syncNow()).conflicts).toBe(1);
    expect(await serverGet(server.apiUrl, token, `Helper/${serverId}/diseaseData`)).toMatchObject({ job: 'پرستار', smoke: false, version: 2 });

    await keepMine(b.db, (await conflictOf(b.db))!.id);
    expect(await b.engine.syncNow()).toMatchObject({ done: 1, conflicts: 0 });
    expect(await serverGet(server.apiUrl, token, `Helper/${serverId}/diseaseData`)).toMatchObject({ job: 'پرستار', smoke: true, version: 3 });
    await a.engine.syncNow();
    for (const [db, localId] of [[a.db, onA], [b.db, onB]] as const) {
      const rows = await diseaseRows(db, localId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ version: 3, payload: { job: 'پرستار', smoke: true } });
    }
  });
});
