// @vitest-environment node
// Disease data is one record per client, replaced in place, each save sent with If-Match of the
// version it edited. Two saves made offline, the second while the first still waited: a locked
// tablet delivers both, the second over the version the first made (its copy names the first's
// key, since that version is unknown when it is sealed), and the author's unlock settles all.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createClient, setOutboxUser } from '../../src/db/index';
import { saveDiseaseData } from '../../src/db/records/disease-data';
import { outboxSummary } from '../../src/db/outbox/summary';
import { deliverQueue } from '../../src/sync/deliver-pass';
import { sealForDelivery } from '../../src/sync/seal-for-delivery';
import type { TestServer } from '../server/harness';
import { clientFields } from '../unit/db-fixtures';
import { diseaseDataBody } from './fixtures';
import { serverForFile, serverGet } from './tablet';
import { authorLeaves, deliveringTablet, replayAsAuthor } from './delivering-tablet';

let server: TestServer;
serverForFile({}, (file) => ({ server } = file));

describe('two saves of disease data, the second while the first waited', () => {
  it('a locked tablet delivers both, the second over the version the first made', async () => {
    const { db, author: helper } = await deliveringTablet(server.apiUrl, 'delivery-disease-data', 'helper');
    const fields = clientFields(820);
    const client = await createClient(db, fields);
    const record = await saveDiseaseData(db, client, diseaseDataBody({ fileNumber: '12' }));
    await saveDiseaseData(db, client, diseaseDataBody({ fileNumber: '13', disease: 'سرطان سینه' }));
    expect(await sealForDelivery(db, helper.userId)).toBe(3);

    authorLeaves();
    expect(await deliverQueue(db, { baseUrl: server.apiUrl })).toEqual({ delivered: 3, refused: 0, unreached: false });
    const listed = (await serverGet<{ id: number; nationalCode: string }[]>(server.apiUrl, helper.token, 'client/6/1'))
      .find((row) => row.nationalCode === fields.nationalCode)!;
    const held = await serverGet<{ fileNumber: string; disease: string; version: number }>(server.apiUrl, helper.token, `Helper/${listed.id}/diseaseData`);
    expect(held).toMatchObject({ fileNumber: '13', disease: 'سرطان سینه' });

    await replayAsAuthor({ db, author: helper }, server.apiUrl);
    expect(await outboxSummary(db)).toMatchObject({ pending: 0, failed: 0, conflict: 0 });
    expect((await db.diseaseData.get(record))?.version).toBe(held.version);
    setOutboxUser(undefined);
    await db.delete();
  });
});
