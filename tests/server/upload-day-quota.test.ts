// What one device or one person can store in a day is bounded: a kiosk's quota was per client,
// and a kiosk makes clients at will; staff had none. Each kiosk device and each staff member now
// has a day's quota of stored bytes (clinic-local day): past it an upload is refused with 429 and
// a Persian message, nothing of it stored, and the next day it is accepted again.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '../../src/domain/server-messages';
import { reencode } from '../../server/files/reencode';
import { call } from './http';
import { createClient, serverWithTokens } from './fixtures';
import { form, realJpeg } from './images';
import { manualClock } from './manual-clock';

const photo = await realJpeg(400, 300);
// What the server keeps of that photo (its clean copy): three fit in a day's quota, a fourth not.
const stored = (await reencode(photo, { mime: 'image/jpeg', extension: 'jpg' }, 1_000_000))!.bytes.byteLength;
const quota = Math.floor(3.5 * stored);
const day = 24 * 3600 * 1000;
// Noon, clinic time: the next day starts in 12 hours.
const clock = manualClock(new Date(2026, 10, 29, 12, 0, 0).getTime());
const s = serverWithTokens({ uploadBytesPerKioskPerDay: quota, uploadBytesPerUserPerDay: quota, uploadClock: clock });

const upload = (token: string, clientId: number, headers: Record<string, string> = {}) =>
  call<{ id: number }>(s.server.apiUrl, 'POST', `Client/personal/upload/${clientId}/1`, { token, raw: form(photo, 'card.jpg', 'image/jpeg'), headers });

/** The photos kept (on disk with PGlite, in `stored_files` on PostgreSQL) and the document records. */
async function kept(): Promise<{ files: number; bytes: number; records: number }> {
  const dir = join(s.server.dataDir, 'files');
  const onDisk = existsSync(dir) ? readdirSync(dir).map((name) => statSync(join(dir, name)).size) : [];
  const rows = await s.server.sql.rows<{ size: number }>(sql`SELECT octet_length(bytes) AS size FROM stored_files`);
  const sizes = [...onDisk, ...rows.map((row) => Number(row.size))];
  const records = await s.server.sql.one<{ n: number | string }>(sql`SELECT count(*) AS n FROM records WHERE kind IN ('document', 'personalDocument')`);
  return { files: sizes.length, bytes: sizes.reduce((a, b) => a + b, 0), records: Number(records!.n) };
}

async function fillTheDay(token: string, newClient: () => Promise<number>) {
  for (let i = 0; i < 3; i += 1) expect((await upload(token, await newClient())).status).toBe(201);
  const before = await kept();
  // A fourth, to yet another client, sent twice (the second with an Idempotency-Key, as the tablet does).
  const clientId = await newClient();
  const sendings: Record<string, string>[] = [{}, { 'idempotency-key': randomUUID() }];
  for (const headers of sendings) {
    const refused = await upload(token, clientId, headers);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(serverMessages.uploadDayQuotaReached);
    expect(refused.headers.get('retry-after')).toBe(String(12 * 3600));
  }
  expect(await kept()).toEqual(before);
  return clientId;
}

describe('a day\'s upload quota', () => {
  it('a kiosk device is refused past its quota across many clients, nothing of it stored; the next day it is accepted', async () => {
    const start = await kept();
    const refusedFor = await fillTheDay(s.tokens.Kiosk, () => createClient(s.server, s.tokens.Kiosk));
    const full = await kept();
    expect(full.records - start.records).toBe(3);
    expect(full.bytes - start.bytes).toBe(3 * stored);
    // Staff on the same day are not held by the kiosk's quota.
    expect((await upload(s.tokens.Reception, await createClient(s.server, s.tokens.Reception))).status).toBe(201);

    clock.advance(day);
    expect((await upload(s.tokens.Kiosk, refusedFor)).status).toBe(201);
    expect((await kept()).records - start.records).toBe(5);
  });

  it('a staff member likewise, each on their own quota', async () => {
    clock.advance(day);
    const start = await kept();
    const newClient = () => createClient(s.server, s.tokens.Reception);
    const refusedFor = await fillTheDay(s.tokens.Reception, newClient);
    expect((await kept()).bytes - start.bytes).toBe(3 * stored);
    // Another person at the same desk has a quota of their own.
    expect((await upload(s.tokens.screening, refusedFor)).status).toBe(201);
    clock.advance(day);
    expect((await upload(s.tokens.Reception, refusedFor)).status).toBe(201);
  });
});
