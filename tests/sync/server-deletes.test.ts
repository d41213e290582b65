// @vitest-environment node
// Deletes reach every tablet: a client deleted on the server leaves a second
// tablet with its documents, photo bytes, cached images and records; uploaded photo bytes leave
// the tablet (the thumbnail stays) and the full image is fetched back with the token and cached.
import 'fake-indexeddb/auto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { configureApi } from '../../src/api/client';
import { addDocument, cachePhoto, clientDocuments, createClient, findByNationalCode, openBytes, saveRecord, type ClinicDb } from '../../src/db/index';
import { recordTableNames } from '../../src/db/store/record-kinds';
import { loadFullPhoto } from '../../src/features/documents/full-photo';
import type { TestServer } from '../server/harness';
import { clientFields, pngBytes } from '../unit/db-fixtures';
import { diseaseDataBody, screeningAnswers } from './fixtures';
import { makeTablet, serverForFile } from './tablet';

let server: TestServer;
let token: string;
serverForFile({ signIn: 'research' }, (file) => {
  ({ server, token } = file);
  configureApi({ baseUrl: server.apiUrl, getToken: () => token });
});

/** Everything a tablet holds that hangs on one client. */
async function heldFor(db: ClinicDb, clientLocalId: string) {
  const records = await Promise.all(recordTableNames.map(async (t) => (await db.recordTable(t).toArray()).filter((r) => r.clientLocalId === clientLocalId).length));
  return {
    client: await db.clients.get(clientLocalId),
    documents: (await db.documents.toArray()).filter((d) => d.clientLocalId === clientLocalId).length,
    records: records.reduce((a, b) => a + b, 0),
    cachedPhotos: await db.photoCache.where('clientLocalId').equals(clientLocalId).count(),
    entries: await db.outbox.where('chain').equals(clientLocalId).count(),
  };
}

describe('a client deleted on the server', () => {
  it('vanishes from a second tablet with its documents, cached photos and records', async () => {
    const a = makeTablet(server.apiUrl, token);
    const b = makeTablet(server.apiUrl, token);
    const gone = await createClient(a.db, clientFields(960));
    const stays = await createClient(a.db, clientFields(961));
    for (const client of [gone, stays]) {
      await addDocument(a.db, client, 'identity', 1, { bytes: pngBytes(400), mime: 'image/png', thumbnail: pngBytes(40) });
      await addDocument(a.db, client, 'personal', 2, { bytes: pngBytes(300), mime: 'image/png' });
      await saveRecord(a.db, 'screeningTest', client, screeningAnswers(), 2);
      await saveRecord(a.db, 'diseaseData', client, diseaseDataBody());
    }
    expect(await a.engine.syncNow()).toMatchObject({ failed: 0 });
    await b.engine.syncNow();
    const onB = (await findByNationalCode(b.db, clientFields(960).nationalCode))!.localId;
    const staysOnB = (await findByNationalCode(b.db, clientFields(961).nationalCode))!.localId;
    const [doc] = await clientDocuments(b.db, onB, 'identity');
    await loadFullPhoto(doc!, b.db); // B opened the image once: it is in B's cache
    expect(await heldFor(b.db, onB)).toMatchObject({ documents: 2, records: 2, cachedPhotos: 1 });

    const serverId = (await a.db.clients.get(gone))!.serverId;
    const answer = await fetch(new URL(`Client/${serverId}`, server.apiUrl), { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(200);
    await b.engine.syncNow();
    await a.engine.syncNow();

    for (const [db, localId] of [[b.db, onB], [a.db, gone]] as const) {
      expect(await heldFor(db, localId)).toEqual({ client: undefined, documents: 0, records: 0, cachedPhotos: 0, entries: 0 });
    }
    expect(await heldFor(b.db, staysOnB)).toMatchObject({ documents: 2, records: 2 }); // the other client untouched
  });
});

describe('photo bytes', () => {
  it('leave the tablet once the server has them; the full image comes back from the server and is cached', async () => {
    const t = makeTablet(server.apiUrl, token);
    const client = await createClient(t.db, clientFields(970));
    const original = pngBytes(5000);
    const docId = await addDocument(t.db, client, 'identity', 1, { bytes: original, mime: 'image/png', thumbnail: pngBytes(50) });
    expect((await openBytes((await t.db.documents.get(docId))!.photo!)).byteLength).toBe(5000);
    await t.engine.syncNow();

    const doc = (await t.db.documents.get(docId))!;
    expect(doc.photo).toBeUndefined();
    expect((await openBytes(doc.thumbnail!)).byteLength).toBe(50);
    expect(doc.fileName).toBeTruthy();

    const full = await loadFullPhoto(doc, t.db);
    // The server keeps every image decoded and encoded afresh: the same pixels, not the same bytes.
    const pixels = (bytes: ArrayBuffer) => sharp(Buffer.from(bytes)).raw().toBuffer();
    expect((await pixels(full!.bytes)).equals(await pixels(original))).toBe(true);
    const size = full!.bytes.byteLength;
    expect(await t.db.photoCache.get(doc.fileName!)).toMatchObject({ size, clientLocalId: client });

    // Within the budget, the least recently used image goes first.
    await cachePhoto(t.db, { fileName: 'newer.png', clientLocalId: client, bytes: pngBytes(4000), mime: 'image/png' }, size + 3999, Date.now() + 1000);
    expect((await t.db.photoCache.toArray()).map((p) => p.fileName)).toEqual(['newer.png']);
  });
});
