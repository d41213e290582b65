import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '../../src/domain/messages';
import { serverMessages } from '../../src/domain/server-messages';
import { call } from './http';
import { createClient, serverWithTokens } from './fixtures';
import sharp from 'sharp';
import { form, onePixelPng, pngClaiming, realJpeg } from './images';

const s = serverWithTokens({ maxUploadBytes: 200_000 });
let clientId: number;
beforeAll(async () => {
  clientId = await createClient(s.server, s.tokens.Reception);
});

/** The stored photos: on disk with PGlite, in `stored_files` on PostgreSQL. */
async function storedNames(): Promise<string[]> {
  const dir = join(s.server.dataDir, 'files');
  const rows = await s.server.sql.rows<{ name: string }>(sql`SELECT name FROM stored_files`);
  return [...(existsSync(dir) ? readdirSync(dir) : []), ...rows.map((row) => row.name)];
}

const upload = (path: string, body: FormData, token = s.tokens.Reception, headers: Record<string, string> = {}) =>
  call<{ id: number; fileName: string; localId: string | null }>(s.server.apiUrl, 'POST', path, { token, raw: body, headers });

describe('uploads', () => {
  it('accepts a PNG named .jpg as a PNG, stores it under a server-chosen name, lists and serves it', async () => {
    const localId = crypto.randomUUID();
    const answer = await upload(`Client/upload/${clientId}/3`, form(onePixelPng, 'national-card.jpg', 'image/jpeg', localId));
    expect(answer.status).toBe(201);
    expect(answer.body.result.fileName).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(answer.body.result.localId).toBe(localId);
    expect(await storedNames()).toContain(answer.body.result.fileName);
    const list = await call<{ id: number; fileName: string; documentTypes: number; uploadDate: string }[]>(s.server.apiUrl, 'GET', `client/documentlist/${clientId}`, { token: s.tokens.screening });
    expect(list.body.result).toEqual([expect.objectContaining({ id: answer.body.result.id, fileName: answer.body.result.fileName, documentTypes: 3 })]);
    const file = await fetch(`${s.server.apiUrl}Client/getfile/${answer.body.result.fileName}`, { headers: { authorization: `Bearer ${s.tokens.helper}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    // Decoded and encoded afresh: the same pixels, not necessarily the same bytes.
    const pixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer();
    expect((await pixels(Buffer.from(await file.arrayBuffer()))).equals(await pixels(onePixelPng))).toBe(true);
  });

  it('getfile needs a token and a role that may read clients', async () => {
    const { fileName } = (await upload(`Client/upload/${clientId}/0`, form(await realJpeg(640, 480), 'slip.png', 'image/png'))).body.result;
    expect(fileName).toMatch(/\.jpg$/);
    expect((await fetch(`${s.server.apiUrl}Client/getfile/${fileName}`)).status).toBe(401);
    expect((await fetch(`${s.server.apiUrl}Client/getfile/${fileName}`, { headers: { authorization: `Bearer ${s.tokens.Kiosk}` } })).status).toBe(403);
    expect((await fetch(`${s.server.apiUrl}Client/getfile/${'0'.repeat(32)}.jpg`, { headers: { authorization: `Bearer ${s.tokens.Reception}` } })).status).toBe(404);
  });

  it('refuses a text file named .jpg with 415', async () => {
    const answer = await upload(`Client/upload/${clientId}/2`, form(Buffer.from('just some text, not a photo'), 'photo.jpg', 'image/jpeg'));
    expect(answer.status).toBe(415);
    expect(answer.body.message).toBe(serverMessages.unsupportedImage);
  });

  it('refuses an oversize file with 413', async () => {
    const big = Buffer.concat([onePixelPng, Buffer.alloc(300_000)]);
    const answer = await upload(`Client/upload/${clientId}/2`, form(big, 'big.png', 'image/png'));
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe(serverMessages.fileTooLarge);
  });

  it('refuses an image whose header claims too many pixels with 413', async () => {
    expect((await upload(`Client/upload/${clientId}/2`, form(pngClaiming(100_000, 100_000), 'bomb.png', 'image/png'))).status).toBe(413);
  });

  it('refuses a missing file, a bad type and an unknown client', async () => {
    const empty = new FormData();
    empty.append('other', 'x');
    const noFile = await upload(`Client/upload/${clientId}/2`, empty);
    expect(noFile.status).toBe(400);
    expect(noFile.body.errors).toEqual({ file: messages.uploadNeedsTypeAndFile });
    expect((await upload(`Client/upload/${clientId}/9`, form(onePixelPng, 'a.png', 'image/png'))).status).toBe(400);
    expect((await upload('Client/upload/999999/1', form(onePixelPng, 'a.png', 'image/png'))).status).toBe(404);
  });

  it('lets a Kiosk upload personal documents but not list them; a repeated Idempotency-Key answers the same', async () => {
    const key = { 'idempotency-key': crypto.randomUUID() };
    // A kiosk uploads to the clients it made.
    const clientId = await createClient(s.server, s.tokens.Kiosk);
    const first = await upload(`Client/personal/upload/${clientId}/1`, form(onePixelPng, 'p.png', 'image/png'), s.tokens.Kiosk, key);
    const again = await upload(`Client/personal/upload/${clientId}/1`, form(onePixelPng, 'p.png', 'image/png'), s.tokens.Kiosk, key);
    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await call(s.server.apiUrl, 'GET', `client/personal/documentlist/${clientId}`, { token: s.tokens.Kiosk })).status).toBe(403);
    const list = await call<{ id: number; personalFileType: number }[]>(s.server.apiUrl, 'GET', `client/personal/documentlist/${clientId}`, { token: s.tokens.Reception });
    expect(list.body.result).toHaveLength(1);
    expect(list.body.result[0]).toMatchObject({ id: first.body.result.id, personalFileType: 1 });
  });

  it('deletes a document and its file', async () => {
    const { id, fileName } = (await upload(`Client/upload/${clientId}/4`, form(onePixelPng, 'r.png', 'image/png'))).body.result;
    expect((await call(s.server.apiUrl, 'DELETE', `client/document/${id}`, { token: s.tokens.Reception })).status).toBe(200);
    expect(await storedNames()).not.toContain(fileName);
    expect((await call(s.server.apiUrl, 'DELETE', `client/document/${id}`, { token: s.tokens.Reception })).status).toBe(404);
    const personal = (await upload(`Client/personal/upload/${clientId}/0`, form(onePixelPng, 'r.png', 'image/png'))).body.result;
    expect((await call(s.server.apiUrl, 'DELETE', `client/personal/document/${personal.id}`, { token: s.tokens.Reception })).status).toBe(200);
  });
});
