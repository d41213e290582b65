// @vitest-environment node
// A kiosk whose server lost its key (restored from a backup older than the kiosk, or wiped)
// while a visitor's intake still waits on the tablet, sealed under the kiosk's key: the key the
// server has or would take opens none of it, so the kiosk adopts none and offers none, unlocks
// nothing and wipes nothing, and says why in the staff sign-in's words; the old key back, the
// intake opens as it was. The same check as the staff sign-in's (store/key-fits-rows.ts).
import 'fake-indexeddb/auto';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { configureApi } from '../../src/api/config';
import { kioskDeviceIdOf } from '../../src/api/admins';
import { fetchDeviceKey, offerDeviceKey } from '../../src/api/device-key';
import { createClient, exportDataKey, getClient, isUnlocked, localDb, lock, setOutboxUser, unlockWith } from '../../src/db/index';
import { lockText } from '../../src/domain/lock-text';
import { unlockKiosk } from '../../src/features/intake/kiosk-unlock';
import type { TestServer } from '../server/harness';
import { testDataKey } from '../unlocked';
import { clientFields } from '../unit/db-fixtures';
import { serverForFile } from './tablet';

let server: TestServer;
let staff: string;

serverForFile({ signIn: 'reception' }, (file) => {
  ({ server, token: staff } = file);
  configureApi({ baseUrl: server.apiUrl, getToken: () => null, onUnauthorized: () => {}, timeoutMs: 30_000 });
});

// A kiosk starts on a tablet emptied for it (db/kiosk/wipe.ts): the files share the app's one
// database, which may hold rows an earlier file sealed under its own key.
const emptyTablet = () => Promise.all(localDb().tables.map((table) => table.clear()));
beforeEach(emptyTablet);

afterEach(async () => {
  lock();
  unlockWith(testDataKey);
  await emptyTablet();
});

async function issuedKioskToken(): Promise<string> {
  const issued = await fetch(`${server.apiUrl}Account/kiosk`, {
    method: 'POST', headers: { Authorization: `Bearer ${staff}`, 'content-type': 'application/json' }, body: JSON.stringify({ deviceName: 'ورودی' }),
  });
  return ((await issued.json()) as { result: { token: string } }).result.token;
}

/** A kiosk that unlocked with the key the server gave it and holds a visitor's unsent intake. */
async function kioskWithWaitingIntake(): Promise<{ token: string; deviceId: string; localId: string; key: Uint8Array }> {
  const token = await issuedKioskToken();
  lock();
  expect(await unlockKiosk(token)).toEqual({ ok: true });
  const key = exportDataKey();
  setOutboxUser(undefined); // a kiosk writes as nobody
  const localId = await createClient(localDb(), clientFields(3801, { firstName: 'پروانه' }));
  lock();
  return { token, deviceId: kioskDeviceIdOf(token), localId, key };
}

const storedOutbox = () => localDb().outbox.count();

test('a server with no key for the kiosk: nothing adopted, nothing offered, it says why; the old key back, the intake opens', async () => {
  const { token, deviceId, localId, key } = await kioskWithWaitingIntake();
  await server.sql.rows(sql`DELETE FROM device_keys`);

  expect(await unlockKiosk(token)).toEqual({ ok: false, message: lockText.keyOpensNothing(deviceId) });
  expect(isUnlocked()).toBe(false);
  await expect(fetchDeviceKey(deviceId, token)).rejects.toMatchObject({ reason: 'not-found' }); // no new key took its place
  expect(await storedOutbox()).toBe(1);

  await offerDeviceKey(deviceId, key, token); // the administrator restores it from the backup
  expect(await unlockKiosk(token)).toEqual({ ok: true });
  expect((await getClient(localDb(), localId))?.fields.firstName).toBe('پروانه');
}, 60_000);

test('a server holding another key for the kiosk: refused, the kiosk stays locked', async () => {
  const { token, deviceId } = await kioskWithWaitingIntake();
  await server.sql.rows(sql`DELETE FROM device_keys`);
  await offerDeviceKey(deviceId, new Uint8Array(randomBytes(32)), token); // a stray offer took the place
  expect(await unlockKiosk(token)).toEqual({ ok: false, message: lockText.keyOpensNothing(deviceId) });
  expect(isUnlocked()).toBe(false);
  expect(await storedOutbox()).toBe(1);
}, 60_000);

test('a new kiosk with nothing sealed takes a new key as before', async () => {
  const token = await issuedKioskToken();
  lock();
  expect(await unlockKiosk(token)).toEqual({ ok: true });
  await expect(fetchDeviceKey(kioskDeviceIdOf(token), token)).resolves.toHaveLength(32);
}, 60_000);
