// Device key escrow: the server keeps the first data key a tablet offers and
// gives it to any signed-in staff user, so an online sign-in unlocks a tablet its person never
// used; a kiosk reaches its own device's key alone, anonymous callers nothing,
// and hostile bodies store nothing.
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../src/api/client';
import { fetchDeviceKey, offerDeviceKey } from '../../src/api/device-key';
import { ApiError } from '../../src/api/errors';
import { deviceKeyText } from '../../src/domain/device-key-text';
import { messages } from '../../src/domain/messages';
import { startTestServer } from './harness';
import { staffKeyWindowMs } from '../../server/routes/device-key';
import { call } from './http';
import { serverWithTokens } from './fixtures';

interface DeviceKey { deviceId: string; key: string }

const s = serverWithTokens();

const newKey = () => randomBytes(32).toString('base64');
/** `null`: no token at all (undefined would pick the default). */
const offer = (body: unknown, token: string | null = s.tokens.Reception) =>
  call<DeviceKey>(s.server.apiUrl, 'POST', 'Device/key', { token: token ?? undefined, body });
const fetchKey = (deviceId: string, token: string | null = s.tokens.Reception) =>
  call<DeviceKey>(s.server.apiUrl, 'GET', `Device/key/${deviceId}`, { token: token ?? undefined });
const storedRows = async (deviceId: string) =>
  s.server.sql.rows<{ data_key: Uint8Array }>(sql`SELECT data_key FROM device_keys WHERE device_id::text = ${deviceId.toLowerCase()}`);
/** A new kiosk tablet: its token and its device id, the token's jti. */
const newKiosk = async () => {
  const token = (await call<{ token: string }>(s.server.apiUrl, 'POST', 'Account/kiosk', { token: s.tokens.Reception, body: { deviceName: 'کیوسک' } })).body.result.token;
  const { jti } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string };
  return { token, deviceId: jti };
};
const storedCount = async () => Number((await s.server.sql.one<{ n: number | string }>(sql`SELECT count(*) AS n FROM device_keys`))!.n);

describe('device key escrow', () => {
  it('gives a staff token no key once ten minutes have passed since its sign-in (a token copied off a locked tablet), a fresh sign-in the key', async () => {
    const deviceId = randomUUID();
    const key = newKey();
    expect((await offer({ deviceId, key })).status).toBe(200);
    const kiosk = await newKiosk();
    const kioskKey = newKey();
    expect((await offer({ deviceId: kiosk.deviceId, key: kioskKey }, kiosk.token)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + staffKeyWindowMs + 60_000);
      const late = await fetchKey(deviceId);
      expect(late.status).toBe(403);
      expect(late.body.message).toBe(deviceKeyText.signInAgain);
      expect(JSON.stringify(late.body)).not.toContain(key);
      expect((await offer({ deviceId, key: newKey() })).status).toBe(403);
      const fresh = await s.server.login('reception', 'demo1234');
      expect((await fetchKey(deviceId, fresh)).body.result.key).toBe(key);
      // A kiosk's token reaches its own key for as long as staff leave it unrevoked.
      expect((await fetchKey(kiosk.deviceId, kiosk.token)).body.result.key).toBe(kioskKey);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the first key offered and answers every later offer with it', async () => {
    const deviceId = randomUUID();
    const first = newKey();
    const stored = await offer({ deviceId, key: first });
    expect(stored.status).toBe(200);
    expect(stored.body.result).toEqual({ deviceId, key: first });
    const second = await offer({ deviceId, key: newKey() }, s.tokens.Consultation);
    expect(second.status).toBe(200);
    expect(second.body.result).toEqual({ deviceId, key: first });
    const rows = await storedRows(deviceId);
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0]!.data_key).toString('base64')).toBe(first);
  });

  it('gives two tabs racing on a first sign-in one and the same key', async () => {
    const deviceId = randomUUID();
    const offers = [newKey(), newKey(), newKey(), newKey()];
    const answers = await Promise.all(offers.map((key) => offer({ deviceId, key })));
    const adopted = answers.map((answer) => answer.body.result.key);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(adopted).size).toBe(1);
    expect(offers).toContain(adopted[0]);
    expect(await storedRows(deviceId)).toHaveLength(1);
  });

  it('gives the stored key back to any staff user, whoever offered it', async () => {
    const deviceId = randomUUID();
    const key = newKey();
    await offer({ deviceId, key }, s.tokens.helper);
    for (const role of ['SuperAdmin', 'Research', 'Reception', 'screening', 'helper', 'Consultation'] as const) {
      const answer = await fetchKey(deviceId, s.tokens[role]);
      expect(answer.status, role).toBe(200);
      expect(answer.body.result, role).toEqual({ deviceId, key });
    }
  });

  it('matches a device id in any case (the server lowercases /api/v1 paths)', async () => {
    const deviceId = randomUUID();
    const key = newKey();
    expect((await offer({ deviceId: deviceId.toUpperCase(), key })).body.result).toEqual({ deviceId, key });
    expect((await fetchKey(deviceId.toUpperCase())).body.result).toEqual({ deviceId, key });
    expect((await offer({ deviceId, key: newKey() })).body.result.key).toBe(key);
  });

  it('answers 404 with a Persian message for a device with no key', async () => {
    const answer = await fetchKey(randomUUID());
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(deviceKeyText.keyNotFound);
    expect(answer.body.result).toBeNull();
  });

  it('answers 400 to a device id that is not a uuid', async () => {
    const answer = await fetchKey('not-a-device');
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ deviceId: deviceKeyText.deviceIdInvalid });
  });

  it('lets a kiosk offer and fetch the key of its own device, its token\'s id, in any case', async () => {
    const kiosk = await newKiosk();
    const key = newKey();
    const stored = await offer({ deviceId: kiosk.deviceId.toUpperCase(), key }, kiosk.token);
    expect(stored.status).toBe(200);
    expect(stored.body.result).toEqual({ deviceId: kiosk.deviceId, key });
    expect((await offer({ deviceId: kiosk.deviceId, key: newKey() }, kiosk.token)).body.result.key).toBe(key);
    const read = await fetchKey(kiosk.deviceId.toUpperCase(), kiosk.token);
    expect(read.status).toBe(200);
    expect(read.body.result).toEqual({ deviceId: kiosk.deviceId, key });
    expect(await storedRows(kiosk.deviceId)).toHaveLength(1);
  });

  it('gives a kiosk no other device\'s key, a staff tablet\'s or another kiosk\'s, and lets it store none', async () => {
    const kiosk = await newKiosk();
    const other = await newKiosk();
    const ownKey = newKey();
    expect((await offer({ deviceId: kiosk.deviceId, key: ownKey }, kiosk.token)).status).toBe(200);
    const tablet = randomUUID();
    const refused = await offer({ deviceId: tablet, key: newKey() }, kiosk.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(messages.forbidden);
    expect(await storedRows(tablet)).toHaveLength(0);
    const staffKey = newKey();
    await offer({ deviceId: tablet, key: staffKey });
    const read = await fetchKey(tablet, kiosk.token);
    expect(read.status).toBe(403);
    expect(read.body.message).toBe(messages.forbidden);
    expect(JSON.stringify(read.body)).not.toContain(staffKey);
    // Another kiosk's device: neither its key nor a first offer in its place.
    const theirs = await fetchKey(kiosk.deviceId, other.token);
    expect(theirs.status).toBe(403);
    expect(JSON.stringify(theirs.body)).not.toContain(ownKey);
    expect((await offer({ deviceId: other.deviceId, key: newKey() }, kiosk.token)).status).toBe(403);
    expect(await storedRows(other.deviceId)).toHaveLength(0);
  });

  it('answers 401 to a kiosk for its own key once its device is revoked', async () => {
    const kiosk = await newKiosk();
    const key = newKey();
    expect((await offer({ deviceId: kiosk.deviceId, key }, kiosk.token)).status).toBe(200);
    expect((await fetchKey(kiosk.deviceId, kiosk.token)).status).toBe(200);
    const revoked = await call(s.server.apiUrl, 'DELETE', `Account/kiosk/${kiosk.deviceId}`, { token: s.tokens.SuperAdmin });
    expect(revoked.status).toBe(200);
    const read = await fetchKey(kiosk.deviceId, kiosk.token);
    expect(read.status).toBe(401);
    expect(JSON.stringify(read.body)).not.toContain(key);
    expect((await offer({ deviceId: kiosk.deviceId, key: newKey() }, kiosk.token)).status).toBe(401);
  });

  it('gives a staff user the key a kiosk offered, by the id the kiosk list shows', async () => {
    const kiosk = await newKiosk();
    const listed = (await call<{ id: string }[]>(s.server.apiUrl, 'GET', 'Account/kiosk', { token: s.tokens.SuperAdmin })).body.result;
    expect(listed.map((device) => device.id)).toContain(kiosk.deviceId);
    const key = newKey();
    expect((await offer({ deviceId: kiosk.deviceId, key }, kiosk.token)).status).toBe(200);
    const read = await fetchKey(kiosk.deviceId, s.tokens.Reception);
    expect(read.status).toBe(200);
    expect(read.body.result).toEqual({ deviceId: kiosk.deviceId, key });
  });

  it('gives an anonymous caller nothing and lets it store nothing', async () => {
    const deviceId = randomUUID();
    const refused = await offer({ deviceId, key: newKey() }, null);
    expect(refused.status).toBe(401);
    expect(await storedRows(deviceId)).toHaveLength(0);
    const key = newKey();
    await offer({ deviceId, key });
    const read = await fetchKey(deviceId, null);
    expect(read.status).toBe(401);
    expect(JSON.stringify(read.body)).not.toContain(key);
  });

  it('refuses hostile bodies with a Persian field message and stores nothing', async () => {
    const deviceId = randomUUID();
    const key = newKey();
    const bytes = (n: number) => randomBytes(n).toString('base64');
    const hostile: [string, unknown, string][] = [
      ['31 bytes', { deviceId, key: bytes(31) }, 'key'],
      ['33 bytes', { deviceId, key: bytes(33) }, 'key'],
      ['64 bytes', { deviceId, key: bytes(64) }, 'key'],
      ['empty key', { deviceId, key: '' }, 'key'],
      ['not base64', { deviceId, key: '!'.repeat(43) + '=' }, 'key'],
      ['base64url', { deviceId, key: '-_' + key.slice(2) }, 'key'],
      ['no padding', { deviceId, key: key.slice(0, 43) }, 'key'],
      ['padding bits set', { deviceId, key: `${key.slice(0, 42)}B=` }, 'key'],
      ['spaces around', { deviceId, key: ` ${key} ` }, 'key'],
      ['NUL in key', { deviceId, key: `${key.slice(0, 20)}\u0000${key.slice(21)}` }, 'key'],
      ['huge key', { deviceId, key: 'A'.repeat(200_000) }, 'key'],
      ['key a number', { deviceId, key: 32 }, 'key'],
      ['key an array', { deviceId, key: [...randomBytes(32)] }, 'key'],
      ['no key', { deviceId }, 'key'],
      ['device id not a uuid', { deviceId: 'tablet-1', key }, 'deviceId'],
      ['device id with NUL', { deviceId: `${deviceId.slice(0, 8)}\u0000${deviceId.slice(9)}`, key }, 'deviceId'],
      ['huge device id', { deviceId: deviceId.repeat(5000), key }, 'deviceId'],
      ['no device id', { key }, 'deviceId'],
    ];
    const before = await storedCount();
    for (const [label, body, field] of hostile) {
      const answer = await offer(body);
      expect(answer.status, label).toBe(400);
      expect(answer.body.errors?.[field], label).toMatch(/[\u0600-\u06ff]/);
      expect(answer.body.message, label).toMatch(/[\u0600-\u06ff]/);
    }
    for (const body of [null, [], 'key', 7]) expect((await offer(body)).status, JSON.stringify(body)).toBe(400);
    const notJson = await fetch(`${s.server.apiUrl}Device/key`, { method: 'POST', headers: { authorization: `Bearer ${s.tokens.Reception}`, 'content-type': 'application/json' }, body: '{"deviceId":' });
    expect(notJson.status).toBe(400);
    expect(await storedCount()).toBe(before);
    expect((await fetchKey(deviceId)).status).toBe(404);
  });

  it('never writes a key to the log', async () => {
    const written: string[] = [];
    const loud = await startTestServer({ quiet: false, logLevel: 'debug', logSink: (line) => written.push(line) });
    try {
      const token = await loud.login('reception', 'demo1234');
      const deviceId = randomUUID();
      const key = newKey();
      await call(loud.apiUrl, 'POST', 'Device/key', { token, body: { deviceId, key } });
      await call(loud.apiUrl, 'POST', 'Device/key', { token, body: { deviceId, key: newKey() } });
      await call(loud.apiUrl, 'GET', `Device/key/${deviceId}`, { token });
      await call(loud.apiUrl, 'POST', 'Device/key', { token, body: { deviceId: 'x', key } });
      expect(written.join('\n')).not.toContain(key);
      expect(written.join('\n')).not.toContain(Buffer.from(key, 'base64').toString('hex'));
      expect(written.join('\n')).not.toContain(token);
      expect(written.some((line) => line.includes('"route":"/api/v1/device/key"'))).toBe(true);
    } finally {
      await loud.close();
    }
  });
});

describe('the app\'s calls (src/api/device-key.ts)', () => {
  const reasonOf = (promise: Promise<unknown>) => promise.then(() => 'resolved', (error: unknown) => (error instanceof ApiError ? error.reason : String(error)));
  const signIn = (token: string) => configureApi({ baseUrl: s.server.apiUrl, getToken: () => token, onUnauthorized: () => {}, timeoutMs: 30_000 });

  it('offer and fetch the kept key as bytes, and name the reason of a refusal', async () => {
    signIn(s.tokens.Reception);
    const deviceId = randomUUID();
    const key = new Uint8Array(randomBytes(32));
    await expect(reasonOf(fetchDeviceKey(deviceId))).resolves.toBe('not-found');
    await expect(offerDeviceKey(deviceId, key)).resolves.toEqual(key);
    signIn(s.tokens.screening);
    await expect(offerDeviceKey(deviceId, new Uint8Array(randomBytes(32)))).resolves.toEqual(key);
    await expect(fetchDeviceKey(deviceId.toUpperCase())).resolves.toEqual(key);
    await expect(reasonOf(offerDeviceKey(deviceId, new Uint8Array(31)))).resolves.toBe('invalid');
    signIn(s.tokens.Kiosk);
    await expect(reasonOf(fetchDeviceKey(deviceId))).resolves.toBe('forbidden');
    await expect(reasonOf(offerDeviceKey(randomUUID(), new Uint8Array(randomBytes(32))))).resolves.toBe('forbidden');
  });
});
