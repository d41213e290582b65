// What the server keeps of an upload and a record: images decoded in full and
// encoded afresh (EXIF and GPS gone, truncated files refused), files for the server's user only,
// no API answer (list, detail, photo, error) kept in any HTTP cache, a localId never answering another client's record, an
// examination's documentId one of the client's own documents, and a password change ending the
// user's other sessions.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { serverMessages } from '../../src/domain/server-messages';
import { startTestServer } from './harness';
import { call } from './http';
import { createClient, serverWithTokens } from './fixtures';
import { form, onePixelPng, realJpeg } from './images';

const s = serverWithTokens();
let clientId: number;
let otherClientId: number;
beforeAll(async () => {
  clientId = await createClient(s.server, s.tokens.Reception);
  otherClientId = await createClient(s.server, s.tokens.Kiosk);
});

const upload = (path: string, body: FormData, token = s.tokens.Reception) =>
  call<{ id: number; fileName: string; localId: string | null }>(s.server.apiUrl, 'POST', path, { token, raw: body });
const getFile = (fileName: string) => fetch(`${s.server.apiUrl}Client/getfile/${fileName}`, { headers: { authorization: `Bearer ${s.tokens.Reception}` } });

describe('uploaded images', () => {
  it('keeps the pixels of a JPEG and none of its EXIF or GPS', async () => {
    const photo = await realJpeg(64, 48, true);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const answer = await upload(`Client/upload/${clientId}/1`, form(photo, 'card.jpg', 'image/jpeg'));
    expect(answer.status).toBe(201);
    const served = Buffer.from(await (await getFile(answer.body.result.fileName)).arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 64, 48]);
    expect(metadata.exif).toBeUndefined();
    expect(served.includes('EXIF-MARKER-secret')).toBe(false);
  });

  it('refuses a truncated JPEG or PNG with 415 and stores nothing', async () => {
    const before = (await call<unknown[]>(s.server.apiUrl, 'GET', `client/documentlist/${clientId}`, { token: s.tokens.Reception })).body.result.length;
    const jpeg = await realJpeg(200, 150);
    for (const [name, bytes] of [['cut.jpg', jpeg.subarray(0, Math.floor(jpeg.length * 0.6))], ['cut.png', onePixelPng.subarray(0, 50)]] as const) {
      const answer = await upload(`Client/upload/${clientId}/2`, form(bytes, name, 'image/jpeg'));
      expect(answer.status, name).toBe(415);
      expect(answer.body.message).toBe(serverMessages.unsupportedImage);
    }
    expect((await call<unknown[]>(s.server.apiUrl, 'GET', `client/documentlist/${clientId}`, { token: s.tokens.Reception })).body.result).toHaveLength(before);
  });

  it('writes files readable by the server\'s user only, and serves them no-store', async () => {
    // Photos live on disk beside PGlite (in the database on PostgreSQL): this one keeps PGlite.
    const onDisk = await startTestServer({ pglite: true });
    try {
      const token = await onDisk.login('reception', 'demo1234');
      const id = await createClient(onDisk, token);
      const sent = await call<{ fileName: string }>(onDisk.apiUrl, 'POST', `Client/upload/${id}/3`, { token, raw: form(onePixelPng, 'a.png', 'image/png') });
      const { fileName } = sent.body.result;
      expect(statSync(join(onDisk.dataDir, 'files', fileName)).mode & 0o777).toBe(0o600);
      expect(statSync(join(onDisk.dataDir, 'files')).mode & 0o077).toBe(0);
      const served = await fetch(`${onDisk.apiUrl}Client/getfile/${fileName}`, { headers: { authorization: `Bearer ${token}` } });
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('no-store');
    } finally {
      await onDisk.close();
    }
  });
});

describe('every API answer', () => {
  // The browser's HTTP cache on disk is a copy of patient data outside the
  // tablet's encryption, so nothing under /api/v1 may be kept there, whatever its kind.
  it('is sent Cache-Control: no-store: lists, details, photos, errors', async () => {
    const sent = await upload(`Client/upload/${clientId}/4`, form(onePixelPng, 'c.png', 'image/png'));
    const { nationalCode } = (await call<{ nationalCode: string }>(s.server.apiUrl, 'GET', `Client/${clientId}`, { token: s.tokens.Reception })).body.result;
    const auth = (token = s.tokens.Reception): Record<string, string> => ({ authorization: `Bearer ${token}` });
    const json = { 'content-type': 'application/json' };
    const kinds: [string, string, string, RequestInit, number][] = [
      ['list', 'GET', 'client/6/1', { headers: auth() }, 200],
      ['detail', 'GET', `Client/${clientId}`, { headers: auth() }, 200],
      ['document list', 'GET', `client/documentlist/${clientId}`, { headers: auth() }, 200],
      ['photo', 'GET', `Client/getfile/${sent.body.result.fileName}`, { headers: auth() }, 200],
      ['search', 'POST', 'Client/search', { headers: { ...auth(), ...json }, body: JSON.stringify({ nationalCode }) }, 200],
      ['sync changes', 'GET', 'sync/changes?since=0&limit=10', { headers: auth() }, 200],
      ['photo not found', 'GET', `Client/getfile/${'0'.repeat(32)}.jpg`, { headers: auth() }, 404],
      ['record not found', 'GET', 'Client/999999', { headers: auth() }, 404],
      ['bad input', 'POST', 'Client', { headers: { ...auth(), ...json }, body: '{}' }, 400],
      ['not JSON', 'POST', 'Client', { headers: { ...auth(), ...json }, body: '{"broken' }, 400],
      ['no token', 'GET', `Client/${clientId}`, {}, 401],
      ['role may not', 'GET', `Covered/${clientId}/exams`, { headers: auth() }, 403],
      ['kiosk reads', 'GET', `Client/${clientId}`, { headers: auth(s.tokens.Kiosk) }, 403],
      ['too large', 'POST', 'Client', { headers: { ...auth(), ...json }, body: 'x'.repeat(2 * 1024 * 1024) }, 413],
      ['no such route', 'GET', 'nothing/here', { headers: auth() }, 404],
      ['health', 'GET', 'health', {}, 200],
      ['openapi.json', 'GET', 'openapi.json', {}, 200],
    ];
    for (const [kind, method, path, init, status] of kinds) {
      const answer = await fetch(s.server.apiUrl + path, { method, ...init });
      await answer.arrayBuffer();
      expect(answer.status, kind).toBe(status);
      expect(answer.headers.get('cache-control'), kind).toBe('no-store');
    }
  });
});

describe('a reused localId', () => {
  it('never answers with another client\'s document or record', async () => {
    const localId = crypto.randomUUID();
    const mine = await upload(`Client/upload/${clientId}/0`, form(onePixelPng, 'a.png', 'image/png', localId));
    expect(mine.status).toBe(201);
    const theirs = await upload(`Client/upload/${otherClientId}/0`, form(onePixelPng, 'b.png', 'image/png', localId), s.tokens.Kiosk);
    expect(theirs.status).toBe(409);
    expect(JSON.stringify(theirs.body)).not.toContain(mine.body.result.fileName);
    const again = await upload(`Client/upload/${clientId}/0`, form(onePixelPng, 'a.png', 'image/png', localId));
    expect(again.body.result.id).toBe(mine.body.result.id);

    const consult = { consultType: 1, consultantName: 'دکتر رضایی', counselingText: 'متن مشاوره', localId: crypto.randomUUID() };
    const first = await call<{ id: number }>(s.server.apiUrl, 'POST', `Consultation/${clientId}`, { token: s.tokens.Consultation, body: consult });
    expect(first.status).toBe(201);
    const other = await call(s.server.apiUrl, 'POST', `Consultation/${otherClientId}`, { token: s.tokens.Consultation, body: consult });
    expect(other.status).toBe(409);
    expect(other.body.result).toBeNull();
  });
});

describe('an examination\'s documentId', () => {
  it('must name one of the client\'s own documents', async () => {
    const own = (await upload(`Client/upload/${clientId}/1`, form(onePixelPng, 'x.png', 'image/png'))).body.result.id;
    const foreign = (await upload(`Client/upload/${otherClientId}/1`, form(onePixelPng, 'y.png', 'image/png'))).body.result.id;
    for (const documentId of [foreign, 999_999, 3_000_000_000]) {
      const answer = await call(s.server.apiUrl, 'POST', `Covered/${clientId}/exam/3`, { token: s.tokens.Research, body: { documentId } });
      expect(answer.status, String(documentId)).toBe(400);
      expect(answer.body.errors).toEqual({ documentId: messages.invalidValue });
    }
    expect((await call(s.server.apiUrl, 'POST', `Covered/${clientId}/exam/3`, { token: s.tokens.Research, body: { documentId: own } })).status).toBe(201);
    expect((await call(s.server.apiUrl, 'POST', `Covered/${clientId}/exam/3`, { token: s.tokens.Research, body: { documentId: null } })).status).toBe(201);
  });
});

describe('a password change', () => {
  it('ends the user\'s other sessions and keeps the one that changed it', async () => {
    const changing = await s.server.login('helper', 'demo1234');
    const elsewhere = await s.server.login('helper', 'demo1234');
    expect((await call(s.server.apiUrl, 'GET', `client/6/1`, { token: elsewhere })).status).toBe(200);
    const changed = await call(s.server.apiUrl, 'PUT', 'Account/password', { token: changing, body: { currentPassword: 'demo1234', newPassword: 'new-pass-1' } });
    expect(changed.status).toBe(200);
    expect((await call(s.server.apiUrl, 'GET', 'client/6/1', { token: elsewhere })).status).toBe(401);
    expect((await call(s.server.apiUrl, 'GET', 'client/6/1', { token: changing })).status).toBe(200);
    expect((await call(s.server.apiUrl, 'GET', 'client/6/1', { token: s.tokens.Kiosk })).status).toBe(403);
  });
});
