// Unlocking a tablet at an online sign-in, against a real server: the first
// staff user's sign-in gives the device a key the server keeps; another person who never signed
// in here gets the same key from the server and reads what the first wrote; each person's
// password unwraps it offline; two tabs racing on a new device end with one key; a kiosk gets no
// staff tablet's key, and offers and fetches its own with its own token.
import 'fake-indexeddb/auto';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterEach, expect, test } from 'vitest';
import { configureApi } from '../../src/api/client';
import { fetchDeviceKey, offerDeviceKey } from '../../src/api/device-key';
import { ClinicDb, createClient, exportDataKey, getClient, isUnlocked, localDb, lock, rememberOnlineSignIn, tabletDeviceId, unlockWith, verifyOfflineSignIn } from '../../src/db/index';
import { unlockAfterOnlineSignIn } from '../../src/features/auth/unlock-tablet';
import { unlockKiosk } from '../../src/features/intake/kiosk-unlock';
import { serverWithTokens } from '../server/fixtures';
import { testDataKey } from '../unlocked';
import { clientFields } from '../unit/db-fixtures';

const s = serverWithTokens();
let db: ClinicDb;

afterEach(async () => {
  await db?.delete();
  lock();
  unlockWith(testDataKey);
});

const as = (token: string) => configureApi({ baseUrl: s.server.apiUrl, getToken: () => token, onUnauthorized: () => {}, timeoutMs: 30_000 });
const reception = { userName: 'reception', userId: 'r-1', role: 'Reception', fullName: 'پذیرش', password: 'demo1234' };
const screening = { userName: 'screening', userId: 's-1', role: 'screening', fullName: 'غربالگری', password: 'demo1234' };
// What the sign-in's listener does once the person is in: wrap the unlocked key for them.
const keepFor = (who: typeof reception) => rememberOnlineSignIn(db, who, Date.now(), exportDataKey());
const keyOf = async (who: typeof reception) => {
  const result = await verifyOfflineSignIn(db, who.userName, who.password);
  return result.ok ? result.dataKey : undefined;
};

test("a second person unlocks online what the first wrote, and each one's password unwraps the same key offline", async () => {
  db = new ClinicDb(`unlock-${randomUUID()}`);
  const deviceId = randomUUID();
  lock();
  as(s.tokens.Reception);
  await unlockAfterOnlineSignIn(db, deviceId, reception);
  expect(isUnlocked()).toBe(true);
  await keepFor(reception);
  const localId = await createClient(db, clientFields(61, { firstName: 'شیرین' }));

  lock(); // reception signs out; screening never signed in on this tablet
  await expect(getClient(db, localId)).rejects.toThrow();
  as(s.tokens.screening);
  await unlockAfterOnlineSignIn(db, deviceId, screening);
  expect((await getClient(db, localId))?.fields.firstName).toBe('شیرین');
  await keepFor(screening);

  const first = await keyOf(reception);
  expect(first).toHaveLength(32);
  expect(await keyOf(screening)).toEqual(first);
}, 60_000);

test('two tabs signing in at once on a new device end with one key', async () => {
  db = new ClinicDb(`unlock-${randomUUID()}`);
  const deviceId = randomUUID();
  lock();
  as(s.tokens.Reception);
  await Promise.all([reception, screening].map((who) => unlockAfterOnlineSignIn(db, deviceId, who).then(() => keepFor(who))));
  expect(await keyOf(reception)).toEqual(await keyOf(screening));
}, 60_000);

test('a kiosk token unlocks nothing', async () => {
  db = new ClinicDb(`unlock-${randomUUID()}`);
  lock();
  as(s.tokens.Kiosk);
  await expect(unlockAfterOnlineSignIn(db, randomUUID(), reception)).rejects.toMatchObject({ reason: 'forbidden' });
  expect(isUnlocked()).toBe(false);
}, 60_000);

test("a kiosk offers and fetches its own device's key with its own token, whoever is signed in", async () => {
  const kiosk = s.tokens.Kiosk;
  // A kiosk's device id is its token's jti (the id the kiosk list shows).
  const { jti: deviceId } = JSON.parse(Buffer.from(kiosk.split('.')[1]!, 'base64url').toString()) as { jti: string };
  as(s.tokens.Reception);
  const key = new Uint8Array(randomBytes(32));
  await expect(offerDeviceKey(deviceId, key, kiosk)).resolves.toEqual(key);
  await expect(offerDeviceKey(deviceId, new Uint8Array(randomBytes(32)), kiosk)).resolves.toEqual(key);
  await expect(fetchDeviceKey(deviceId.toUpperCase(), kiosk)).resolves.toEqual(key);
  // The kiosk's token went, not the session's: a staff tablet's id is refused to it.
  await expect(fetchDeviceKey(randomUUID(), kiosk)).rejects.toMatchObject({ reason: 'forbidden' });
  await expect(offerDeviceKey(randomUUID(), key, kiosk)).rejects.toMatchObject({ reason: 'forbidden' });
  as('');
  await expect(fetchDeviceKey(deviceId, kiosk)).resolves.toEqual(key);
}, 60_000);

// Last: it revokes the file's kiosk token.
test('a kiosk unlocks with its own key; once its device is revoked, nothing the kiosk holds opens, but staff still can', async () => {
  db = new ClinicDb(`unlock-${randomUUID()}`);
  const kiosk = s.tokens.Kiosk;
  // A kiosk starts on a tablet emptied for it (db/kiosk/wipe.ts); the files share the app's one
  // database, which may hold rows an earlier file sealed under its own key.
  await Promise.all(localDb().tables.map((table) => table.clear()));
  lock();
  as('');
  expect(await unlockKiosk(kiosk)).toEqual({ ok: true });
  const deviceId = await tabletDeviceId(localDb()); // the kiosk's: its token's jti
  const localId = await createClient(db, clientFields(63, { firstName: 'ترانه' }));

  lock(); // the tablet is closed and its worker stopped; the thief has the disk and the token
  const revoked = await fetch(`${s.server.apiUrl}Account/kiosk/${deviceId}`, { method: 'DELETE', headers: { Authorization: `Bearer ${s.tokens.SuperAdmin}` } });
  expect(revoked.status).toBe(200);
  expect(await unlockKiosk(kiosk)).toMatchObject({ ok: false });
  expect(isUnlocked()).toBe(false);
  await expect(getClient(db, localId)).rejects.toThrow();

  // Staff leaving kiosk mode on that tablet unlock the same key: a refused intake waits for them.
  as(s.tokens.Reception);
  unlockWith(await fetchDeviceKey(deviceId));
  expect((await getClient(db, localId))?.fields.firstName).toBe('ترانه');
}, 60_000);
