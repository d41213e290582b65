// The proof that a kiosk's token is sealed at rest, in a real Chromium on a profile kept on disk:
// a staff member turns the tablet into a kiosk, and the browser is closed; the whole profile is
// searched for the Kiosk token (as the server issued it) in every form a copy could take, and
// nothing is found, while the kiosk's device id (plain in IndexedDB) is, so the scan read there.
// The browser then comes back on the same profile with no worker holding any key: the kiosk
// starts unattended (its token opened from the sealed copy, its key fetched with it), finds a
// visitor the server knows, and the closed profile is searched again. Before the token was
// sealed, the scan found it in local storage and in IndexedDB.
import type { Page } from 'playwright-core';
import { expect, onTestFinished, test } from 'vitest';
import { kioskText } from '../../src/domain/reception-text';
import { withCheckDigit } from '../check-digit';
import type { TestServer } from '../server/harness';
import { clientFields } from '../unit/db-fixtures';
import { launchBrowser } from './browser';
import { e2eForFile } from './fixture';
import { keptProfileForFile } from './kept-profile';
import { hitsByField, textNeedles } from './patient-needles';
import { scanProfile, type Needle } from './profile-scan';
import { enterNationalCode, issuedKioskToken, turnIntoKiosk } from './reception-helpers';
import { tokenNeedles } from './token-needles';

let server: TestServer;

e2eForFile({ browser: false }, (e2e) => ({ server } = e2e));
const profile = keptProfileForFile();

/** The kiosk's sync state as IndexedDB keeps it: whether it is a kiosk, its device id, how its token starts. */
const storedKioskCopy = (page: Page) => page.evaluate(() => new Promise<{ kiosk?: boolean; deviceId?: string; token?: string }>((resolve, reject) => {
  const open = indexedDB.open('clinic');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    if (!open.result.objectStoreNames.contains('syncState')) { open.result.close(); return resolve({}); } // not made yet
    const request = open.result.transaction('syncState', 'readonly').objectStore('syncState').get('main');
    request.onsuccess = () => {
      const row = (request.result ?? {}) as { kiosk?: boolean; deviceId?: string; token?: string };
      resolve({ kiosk: row.kiosk, deviceId: row.deviceId, token: row.token?.slice(0, 11) });
      open.result.close();
    };
  };
}));

/** Every hit of the Kiosk token in the closed profile, and whether the control was found in IndexedDB. */
function scan(token: string, deviceId: string): { tokenHits: string[]; controlInIndexedDb: boolean } {
  const needles: Needle[] = [...tokenNeedles('kiosk token', token), ...textNeedles('control device id', deviceId)];
  const byField = hitsByField(needles, scanProfile(profile.dir!, needles));
  const tokenHits = byField['kiosk token']!.map((hit) => `${hit.label} ${hit.layer} ${hit.file}`);
  console.log(`the Kiosk token in the profile:\n  ${tokenHits.join('\n  ') || '(nothing)'}`);
  return { tokenHits, controlInIndexedDb: byField['control device id']!.some((hit) => /\.indexeddb\.leveldb\//.test(hit.file)) };
}

test('a kiosk keeps no token anywhere in the profile, and still starts unattended after a restart', async () => {
  const staff = await server.login('reception', 'demo1234');
  const known = clientFields(0, { nationalCode: withCheckDigit('003854241'), firstName: 'نیلوفر' });
  const created = await fetch(`${server.apiUrl}Client`, { method: 'POST', headers: { Authorization: `Bearer ${staff}`, 'Content-Type': 'application/json' }, body: JSON.stringify(known) });
  expect(created.status).toBe(201);

  let browser = await profile.launch();
  let { page } = browser;
  const token = await turnIntoKiosk(page, server.url);
  await page.waitForURL('**/AddnewClient/nationalCode', { timeout: 30_000 });
  // Its device id comes with its unlock, after the token is kept: both are read below.
  await expect.poll(() => storedKioskCopy(page), { timeout: 30_000 }).toMatchObject({ kiosk: true, token: expect.any(String), deviceId: expect.any(String) });
  const { deviceId } = await storedKioskCopy(page);
  await browser.close(); // LevelDB closes its log

  const first = scan(token, deviceId!);
  expect(first.controlInIndexedDb).toBe(true);
  expect(first.tokenHits).toEqual([]);

  // Back on the same profile: no worker holds the kiosk's key, nobody signs in.
  browser = await profile.launch();
  ({ page } = browser);
  await page.goto(`${server.url}/reception/landing/AddnewClient/nationalCode`);
  // Only the token finds her (the lookup asks the server with it), and only an unlocked kiosk holds her id.
  await enterNationalCode(page, known.nationalCode);
  await page.waitForURL('**/AddnewClient/documents', { timeout: 30_000 });
  expect(browser.pageErrors).toEqual([]);
  await browser.close();

  const second = scan(token, deviceId!);
  expect(second.controlInIndexedDb).toBe(true);
  expect(second.tokenHits).toEqual([]);
}, 180_000);

test('a token an older version left plain in local storage is sealed at the kiosk\'s start and leaves local storage', async () => {
  const token = await issuedKioskToken(server);
  const browser = await launchBrowser();
  onTestFinished(() => browser.close());
  const { page } = browser;
  await page.goto(`${server.url}/favicon.svg`);
  await page.evaluate((kiosk) => localStorage.setItem('kiosk', JSON.stringify({ token: kiosk, deviceName: 'ورودی', expiresAt: Date.now() + 3_600_000 })), token);
  await page.goto(`${server.url}/reception/landing/AddnewClient/nationalCode`);
  await page.getByLabel(new RegExp(`^${kioskText.nationalCode}[\\s*]*$`)).waitFor(); // still a kiosk
  await expect.poll(() => storedKioskCopy(page), { timeout: 30_000 }).toMatchObject({ kiosk: true, token: 'devsealed1:' });
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('kiosk') ?? 'null') as unknown))
    .toEqual({ deviceName: 'ورودی', expiresAt: expect.any(Number) });
  expect(browser.pageErrors).toEqual([]);
}, 60_000);
