// A tablet's database as an earlier release left it, for the upgrade tests: the schemas of
// db/database.ts up to `version`, exactly as they were declared, filled by the test, then closed.
import { Dexie } from 'dexie';

const recordIndexes = 'localId, serverId, [clientLocalId+createdAt]';

const schemas: Array<Record<string, string>> = [
  {
    clients: 'localId, serverId, nationalCode, [inAll+createdAt], [inCovered+createdAt], [inScreening+createdAt]',
    documents: 'localId, serverId, [clientLocalId+kind]',
    consultations: recordIndexes,
    screeningTests: recordIndexes,
    helperTests: recordIndexes,
    diseaseData: recordIndexes,
    examinations: recordIndexes,
    smsMessages: recordIndexes,
    admins: 'id',
    outbox: '++seq, &id, [state+seq], localId, chain',
    merges: '++id, clientLocalId',
    syncState: 'key',
    counters: 'name',
    offlineVerifiers: 'userName',
  },
  { deferredChanges: '[table+localId], chain', photoCache: 'fileName, usedAt, clientLocalId' },
  { outbox: '++seq, id, [state+seq], localId, chain', sending: 'key' },
];

export async function seedSchema(name: string, version: 1 | 2 | 3, fill: (db: Dexie) => Promise<unknown>): Promise<void> {
  const earlier = new Dexie(name);
  schemas.slice(0, version).forEach((stores, i) => earlier.version(i + 1).stores(stores));
  await earlier.open();
  await fill(earlier);
  earlier.close();
}
