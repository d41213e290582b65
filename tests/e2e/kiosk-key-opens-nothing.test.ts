// A kiosk whose server lost its key, in a real Chromium: a visitor's intake waits on the kiosk
// (offline), sealed under the kiosk's key; the browser closes (its worker, and the key, go) and the
// server's database comes back from a backup older than the kiosk. Restarted, the kiosk adopts no
// key and offers none: it says why in the staff sign-in's words instead of the intake, and the
// intake stays. The administrator puts the key back: the kiosk opens and the intake reaches the server.
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { intakeText } from '../../src/domain/intake-text';
import { lockText } from '../../src/domain/lock-text';
import { kioskText, receptionText } from '../../src/domain/reception-text';
import { withCheckDigit } from '../check-digit';
import type { TestServer } from '../server/harness';
import { clientFields } from '../unit/db-fixtures';
import { e2eForFile } from './fixture';
import { keptProfileForFile } from './kept-profile';
import { addIdentityPhoto, enterNationalCode, pngImage, turnIntoKiosk } from './reception-helpers';

let server: TestServer;

e2eForFile({ browser: false }, (e2e) => ({ server } = e2e));
const profile = keptProfileForFile();

const nationalCodeField = (page: Page) => page.getByLabel(new RegExp(`^${kioskText.nationalCode}[\\s*]*$`));

/** The kiosk's device id, plain in its sync state: its token's jti. */
const kioskDeviceId = (page: Page) => page.evaluate(() => new Promise<string>((resolve, reject) => {
  const open = indexedDB.open('clinic');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const request = open.result.transaction('syncState', 'readonly').objectStore('syncState').get('main');
    request.onsuccess = () => { resolve((request.result as { deviceId: string }).deviceId); open.result.close(); };
  };
}));

/** The kiosk's queue as IndexedDB keeps it (sealed): counted, none opened. */
const storedOutbox = (page: Page) => page.evaluate(() => new Promise<number>((resolve, reject) => {
  const open = indexedDB.open('clinic');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const request = open.result.transaction('outbox', 'readonly').objectStore('outbox').count();
    request.onsuccess = () => { resolve(request.result); open.result.close(); };
  };
}));

test("a kiosk whose key the server lost says why and keeps the visitor's intake; the key back, it is sent", async () => {
  const staff = await server.login('reception', 'demo1234');
  const known = clientFields(0, { nationalCode: withCheckDigit('004854241'), firstName: 'شیرین' });
  const created = await fetch(`${server.apiUrl}Client`, { method: 'POST', headers: { Authorization: `Bearer ${staff}`, 'Content-Type': 'application/json' }, body: JSON.stringify(known) });
  const { id } = ((await created.json()) as { result: { id: number } }).result;
  const documentsOnServer = async () => ((await (await fetch(`${server.apiUrl}client/documentlist/${id}`, { headers: { Authorization: `Bearer ${staff}` } })).json()) as { result: unknown[] }).result.length;

  let browser = await profile.launch();
  let { page } = browser;
  await turnIntoKiosk(page, server.url);
  await page.waitForURL('**/AddnewClient/nationalCode', { timeout: 30_000 });

  // A visitor the server knows adds her ID card offline and submits: it waits on the kiosk.
  await enterNationalCode(page, known.nationalCode);
  await page.waitForURL('**/AddnewClient/documents');
  await browser.context.setOffline(true);
  await addIdentityPhoto(page, 'کارت ملی', pngImage(320, 240, [40, 120, 200]));
  await page.getByRole('button', { name: receptionText.next }).click();
  await page.waitForURL('**/AddnewClient/personalDoc');
  await page.getByRole('button', { name: receptionText.submit }).click();
  await page.getByRole('heading', { name: intakeText.doneTitle }).waitFor();
  expect(await storedOutbox(page)).toBe(2);
  const deviceId = await kioskDeviceId(page);
  await browser.close();

  // The server's database comes back from a backup made before this kiosk existed.
  const kept = await server.sql.rows<{ data_key: Uint8Array }>(sql`SELECT data_key FROM device_keys WHERE device_id = ${deviceId}::uuid`);
  expect(kept).toHaveLength(1);
  await server.sql.rows(sql`DELETE FROM device_keys WHERE device_id = ${deviceId}::uuid`);

  browser = await profile.launch();
  ({ page } = browser);
  await page.goto(`${server.url}/reception/landing/AddnewClient/nationalCode`);
  await page.getByText(lockText.keyOpensNothing(deviceId)).waitFor({ timeout: 30_000 });
  expect(await nationalCodeField(page).count()).toBe(0); // no visitor writes on a kiosk that cannot read
  expect(await storedOutbox(page)).toBe(2); // nothing wiped
  expect(await server.sql.rows(sql`SELECT device_id FROM device_keys WHERE device_id = ${deviceId}::uuid`)).toEqual([]); // no new key took its place

  // The administrator restores the kiosk's key from the backup.
  await server.sql.rows(sql`INSERT INTO device_keys (device_id, data_key) VALUES (${deviceId}::uuid, ${Buffer.from(kept[0]!.data_key)})`);
  await page.reload();
  await nationalCodeField(page).waitFor({ timeout: 30_000 });
  await expect.poll(documentsOnServer, { timeout: 60_000, interval: 1000 }).toBe(1);
  expect(browser.pageErrors).toEqual([]);
}, 180_000);
