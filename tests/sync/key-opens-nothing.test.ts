// A server that lost the tablets' keys (its database restored from a backup made before this
// tablet's first sign-in, or wiped) against a tablet holding sealed, unsent work: the key such a
// server has or would take opens none of the tablet's rows, so the sign-in adopts none and offers
// none, unlocks nothing and wipes nothing, and says why; the work waits, whole, until the old key
// is back on the server (restored from the backup, or re-offered from the copy a person who signed
// in here keeps), and then opens as it was.
import 'fake-indexeddb/auto';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, expect, test } from 'vitest';
import { configureApi } from '../../src/api/client';
import { fetchDeviceKey, offerDeviceKey } from '../../src/api/device-key';
import {
  ClinicDb, createClient, exportDataKey, getClient, isUnlocked, keyFitsRows, lock, rememberOnlineSignIn, unlockWith,
} from '../../src/db/index';
import { unlockAfterOnlineSignIn } from '../../src/features/auth/unlock-tablet';
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

/** Every row of the outbox as IndexedDB keeps it: nothing wiped. */
function storedOutbox(): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const request = db.backendDB().transaction('outbox', 'readonly').objectStore('outbox').getAll();
    request.onsuccess = () => resolve(request.result as unknown[]);
    request.onerror = () => reject(request.error);
  });
}

/** A tablet whose first sign-in sealed an unsent registration under the key the server gave it. */
async function tabletWithUnsentWork(): Promise<{ deviceId: string; localId: string; key: Uint8Array }> {
  db = new ClinicDb(`key-lost-${randomUUID()}`);
  const deviceId = randomUUID();
  lock();
  as(s.tokens.Reception);
  await unlockAfterOnlineSignIn(db, deviceId, reception);
  const key = exportDataKey();
  const localId = await createClient(db, clientFields(71, { firstName: 'نسرین' }));
  lock();
  return { deviceId, localId, key };
}

const serverLosesKeys = () => s.server.sql.rows(sql`DELETE FROM device_keys`);

test('a server with no key for the tablet: nothing adopted, nothing offered, nothing wiped; the old key back, the work opens', async () => {
  const { deviceId, localId, key } = await tabletWithUnsentWork();
  await serverLosesKeys();

  as(s.tokens.screening); // a person with no copy of the key on this tablet
  await expect(unlockAfterOnlineSignIn(db, deviceId, screening)).rejects.toMatchObject({ name: 'KeyOpensNothingError', deviceId });
  expect(isUnlocked()).toBe(false);
  // No new key went to the server: the old one can still be put back.
  await expect(fetchDeviceKey(deviceId)).rejects.toMatchObject({ reason: 'not-found' });
  expect(await storedOutbox()).toHaveLength(1);

  // The administrator restores the tablet's key (from the server's backup).
  await offerDeviceKey(deviceId, key);
  await unlockAfterOnlineSignIn(db, deviceId, screening);
  expect((await getClient(db, localId))?.fields.firstName).toBe('نسرین');
  expect(await db.outbox.where('localId').equals(localId).count()).toBe(1);
}, 60_000);

test('a server holding another key for the tablet: refused, the tablet stays locked', async () => {
  const { deviceId, localId, key } = await tabletWithUnsentWork();
  await serverLosesKeys();
  as(s.tokens.Reception);
  await offerDeviceKey(deviceId, new Uint8Array(randomBytes(32))); // a stray offer took the place
  await expect(unlockAfterOnlineSignIn(db, deviceId, screening)).rejects.toMatchObject({ name: 'KeyOpensNothingError' });
  expect(isUnlocked()).toBe(false);
  expect(await keyFitsRows(db, key)).toBe('opens');
  unlockWith(key);
  expect((await getClient(db, localId))?.fields.firstName).toBe('نسرین');
}, 60_000);

test("a person's own copy of the key on the tablet gives the server its key back", async () => {
  const { deviceId, localId, key } = await tabletWithUnsentWork();
  unlockWith(key);
  await rememberOnlineSignIn(db, reception, Date.now(), exportDataKey()); // what the sign-in's listener keeps
  lock();
  await serverLosesKeys();
  as(s.tokens.Reception);
  await unlockAfterOnlineSignIn(db, deviceId, reception);
  expect((await getClient(db, localId))?.fields.firstName).toBe('نسرین');
  await expect(fetchDeviceKey(deviceId)).resolves.toEqual(key);
}, 60_000);

test('a tablet with nothing sealed takes a new key as before', async () => {
  db = new ClinicDb(`key-lost-${randomUUID()}`);
  lock();
  as(s.tokens.Reception);
  expect(await keyFitsRows(db, new Uint8Array(32))).toBe('nothing-sealed');
  await unlockAfterOnlineSignIn(db, randomUUID(), reception);
  expect(isUnlocked()).toBe(true);
}, 60_000);
