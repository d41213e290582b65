// A kiosk that holds no token it can use says that staff must set it up again, not that it needs
// the network: no network would bring it back. Two ways a tablet gets there: the browser's storage
// cleared (local storage still says kiosk, the sealed token is gone with IndexedDB), and its token
// revoked by SuperAdmin, seen at the next start. Each time a staff member leaves kiosk mode from
// that screen. Before, both said «این کیوسک برای ادامه به اینترنت نیاز دارد» with the network up.
import type { Page } from 'playwright-core';
import { expect, onTestFinished, test } from 'vitest';
import { kioskDeviceIdOf } from '../../src/api/admins';
import { lockText } from '../../src/domain/lock-text';
import { kioskText } from '../../src/domain/reception-text';
import { superAdminPassword, type TestServer } from '../server/harness';
import { e2eForFile } from './fixture';
import { keptProfileForFile } from './kept-profile';
import { turnIntoKiosk } from './reception-helpers';

let server: TestServer;
e2eForFile({ browser: false }, (e2e) => ({ server } = e2e));
const profile = keptProfileForFile();

const kioskStep = (page: Page) => page.getByLabel(new RegExp(`^${kioskText.nationalCode}[\\s*]*$`));
const needsStaff = (page: Page) => page.getByText(lockText.kioskNeedsStaff);

/** What a staff member does on the kiosk's first step: leave kiosk mode with their password. */
async function leaveKioskMode(page: Page): Promise<void> {
  await page.getByRole('button', { name: kioskText.leaveKiosk }).click();
  await page.getByRole('dialog').getByLabel('نام کاربری').fill('reception');
  await page.getByRole('dialog').getByLabel('رمز عبور').fill('demo1234');
  await page.getByRole('dialog').getByRole('button', { name: 'تایید' }).click();
  await page.waitForURL(`${server.url}/`);
  expect(await page.evaluate(() => localStorage.getItem('kiosk'))).toBeNull();
}

test('the browser\'s storage cleared under a kiosk: staff are asked for, and leave kiosk mode', async () => {
  const browser = await profile.launch();
  onTestFinished(() => browser.close()); // the next test's launch needs the profile free
  const { page } = browser;
  await turnIntoKiosk(page, server.url);
  await kioskStep(page).waitFor();
  // IndexedDB alone, as a browser's "clear site data" for storage can leave local storage.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: server.url, storageTypes: 'indexeddb' });
  await page.reload();
  await needsStaff(page).waitFor();
  expect(await page.getByText(lockText.kioskNeedsServer).count()).toBe(0);
  expect(await kioskStep(page).count()).toBe(0);
  await leaveKioskMode(page);
});

test('a kiosk whose token SuperAdmin revoked: at its next start staff are asked for, and leave kiosk mode', async () => {
  let browser = await profile.launch();
  onTestFinished(() => browser.close());
  let { page } = browser;
  const token = await turnIntoKiosk(page, server.url);
  await kioskStep(page).waitFor();
  const admin = await server.login('SuperAdmin', superAdminPassword);
  const revoked = await fetch(`${server.apiUrl}Account/kiosk/${kioskDeviceIdOf(token)}`, { method: 'DELETE', headers: { Authorization: `Bearer ${admin}` } });
  expect(revoked.status).toBe(200);
  await browser.close();

  // The next start: no worker holds the kiosk's key, so it asks the server with its token.
  browser = await profile.launch();
  ({ page } = browser);
  await page.goto(`${server.url}/reception/landing/AddnewClient/nationalCode`);
  await needsStaff(page).waitFor();
  expect(await kioskStep(page).count()).toBe(0);
  await leaveKioskMode(page);
  expect(browser.pageErrors).toEqual([]);
});
