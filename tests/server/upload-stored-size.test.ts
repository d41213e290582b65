// What an upload leaves on the server is bounded, not only what comes in: a PNG of 48 million
// pixels in under 200 KB (rows that repeat, small through PNG's own filters) was re-encoded
// without filters and stored at its pixels' size, 144 MB; a stored file is never larger than an
// upload may be. Measured as served back (disk on PGlite, the database on PostgreSQL).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { serverMessages } from '../../src/domain/server-messages';
import { call } from './http';
import { createClient, serverWithTokens } from './fixtures';
import { form, repeatingRowsPng } from './images';

const s = serverWithTokens();
const small = serverWithTokens({ maxUploadBytes: 300_000 });

async function upload(server: typeof s, bytes: Uint8Array, name: string, type: string) {
  const clientId = await createClient(server.server, server.tokens.Reception);
  const answer = await call<{ fileName: string }>(server.server.apiUrl, 'POST', `Client/upload/${clientId}/3`, { token: server.tokens.Reception, raw: form(bytes, name, type) });
  const listed = await call<unknown[]>(server.server.apiUrl, 'GET', `client/documentlist/${clientId}`, { token: server.tokens.Reception });
  return { ...answer, listed: listed.body.result.length };
}

async function servedBytes(server: typeof s, fileName: string): Promise<number> {
  const file = await fetch(`${server.server.apiUrl}Client/getfile/${fileName}`, { headers: { authorization: `Bearer ${server.tokens.Reception}` } });
  expect(file.status).toBe(200);
  return (await file.arrayBuffer()).byteLength;
}

describe('what an upload stores', () => {
  it('a 12000×4000 PNG of repeating rows, under 200 KB, is stored within a few times its size, pixels intact', async () => {
    const png = repeatingRowsPng(12_000, 4_000);
    expect(png.byteLength).toBeLessThan(200_000);
    const answer = await upload(s, png, 'scan.png', 'image/png');
    expect(answer.status).toBe(201);
    const stored = await servedBytes(s, answer.body.result.fileName);
    expect(stored).toBeLessThan(4 * png.byteLength); // it was 144,000,000+ bytes
    const file = await fetch(`${s.server.apiUrl}Client/getfile/${answer.body.result.fileName}`, { headers: { authorization: `Bearer ${s.tokens.Reception}` } });
    const [sent, kept] = await Promise.all([sharp(png).raw().toBuffer(), sharp(Buffer.from(await file.arrayBuffer())).raw().toBuffer()]);
    expect(kept.equals(sent)).toBe(true);
  });

  it('an upload whose clean copy would be larger than an upload may be is refused with 413, and nothing is stored', async () => {
    // Random pixels as a JPEG of quality 10: re-encoded at the server's quality 90 it doubles.
    const noise = randomBytes(1500 * 1500 * 3);
    const jpeg = await sharp(noise, { raw: { width: 1500, height: 1500, channels: 3 } }).jpeg({ quality: 10 }).toBuffer();
    expect(jpeg.byteLength).toBeLessThan(300_000);
    const answer = await upload(small, jpeg, 'photo.jpg', 'image/jpeg');
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe(serverMessages.fileTooLarge);
    expect(answer.listed).toBe(0);
  });
});
