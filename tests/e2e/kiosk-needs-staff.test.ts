// A kiosk that holds no token it can use says that staff must set it up again, not that it needs
// the network: no network would bring it back. Two ways a tablet gets there: the browser's storage
// cleared (local storage still says kiosk, the sealed token is gone with IndexedDB), and its token
// revoked by SuperAdmin, seen at the next start. Each time a staff member leaves kiosk mode from
// that screen. Before, both said «این کیوسک برای ادامه به اینترنت نیاز دارد» with the network up.
// A token revoked while the kiosk runs: the visitor under way finishes, her intake waits on the
// kiosk, the next visitor meets the call for staff, and the staff member who leaves kiosk mode
// sends the intake. Before, the kiosk went on taking intakes until its next start.
// As the clinic deploys: HTTPS at clinic.lan, the tablet trusting the clinic's authority.
import type { Page } from 'playwright-core';
import { expect, onTestFinished, test } from 'vitest';
import { kioskDeviceIdOf } from '../../src/api/admins';
import { lockText } from '../../src/domain/lock-text';
import { intakeText } from '../../src/domain/intake-text';
import { kioskText, receptionText } from '../../src/domain/reception-text';
import { superAdminPassword } from '../server/harness';
import { clinicLanForFile } from './clinic-lan-api';
import { keptProfileForFile } from './kept-profile';
import { clinicLanOnLoopback } from './trusted-ca';
import { enterNationalCode, fillKioskPersonalData, leaveKioskMode, signInAt, turnIntoKiosk } from './reception-helpers';

const lan = clinicLanForFile({ browser: false });
const profile = keptProfileForFile(() => ({ env: { HOME: lan.e2e.trust!.home }, args: [clinicLanOnLoopback] }));
const login = async (userName: string, password: string) =>
  (await lan.api<{ token: string }>('POST', 'Account/login', { userName, password })).result.token;
const revokeKiosk = async (token: string) =>
  (await lan.api('DELETE', `Account/kiosk/${kioskDeviceIdOf(token)}`, undefined, await login('SuperAdmin', superAdminPassword))).statusCode;

const kioskStep = (page: Page) => page.getByLabel(new RegExp(`^${kioskText.nationalCode}[\\s*]*$`));
const needsStaff = (page: Page) => page.getByText(lockText.kioskNeedsStaff);

test('the browser\'s storage cleared under a kiosk: staff are asked for, and leave kiosk mode', async () => {
  const browser = await profile.launch();
  onTestFinished(() => browser.close()); // the next test's launch needs the profile free
  const { page } = browser;
  await turnIntoKiosk(page, lan.origin);
  await kioskStep(page).waitFor();
  // IndexedDB alone, as a browser's "clear site data" for storage can leave local storage.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: lan.origin, storageTypes: 'indexeddb' });
  await page.reload();
  await needsStaff(page).waitFor();
  expect(await page.getByText(lockText.kioskNeedsServer).count()).toBe(0);
  expect(await kioskStep(page).count()).toBe(0);
  await leaveKioskMode(page, lan.origin);
});

test('a kiosk whose token SuperAdmin revoked: at its next start staff are asked for, and leave kiosk mode', async () => {
  let browser = await profile.launch();
  onTestFinished(() => browser.close());
  let { page } = browser;
  const token = await turnIntoKiosk(page, lan.origin);
  await kioskStep(page).waitFor();
  expect(await revokeKiosk(token)).toBe(200);
  await browser.close();

  // The next start: no worker holds the kiosk's key, so it asks the server with its token.
  browser = await profile.launch();
  ({ page } = browser);
  await page.goto(`${lan.origin}/reception/landing/AddnewClient/nationalCode`);
  await needsStaff(page).waitFor();
  expect(await kioskStep(page).count()).toBe(0);
  await leaveKioskMode(page, lan.origin);
  expect(browser.pageErrors).toEqual([]);
});

test('a kiosk whose token is revoked while it runs: the visitor under way finishes, the next meets the call for staff, and the intake reaches the server through staff', async () => {
  const browser = await profile.launch();
  onTestFinished(() => browser.close());
  const { page } = browser;
  const token = await turnIntoKiosk(page, lan.origin);
  await enterNationalCode(page, '0084575948');
  await page.waitForURL('**/AddnewClient/personalData');
  expect(await revokeKiosk(token)).toBe(200);

  await fillKioskPersonalData(page, {
    firstName: 'زهرا', lastName: 'محمدی', fatherName: 'حسن', birthCertificateNumber: '5678', birthDay: '۱۳۶۵/۰۶/۱۵', phoneNumber: '09351234567', address: 'کرج',
  });
  await page.getByRole('radio', { name: kioskText.newVisitor }).check();
  await page.getByRole('button', { name: receptionText.next }).click();
  await page.waitForURL('**/AddnewClient/documents');
  await page.getByRole('button', { name: receptionText.next }).click();
  await page.waitForURL('**/AddnewClient/personalDoc');
  await page.getByRole('button', { name: receptionText.submit }).click();
  await page.getByRole('heading', { name: intakeText.doneTitle }).waitFor();
  await page.getByRole('button', { name: intakeText.doneButton }).click();

  // The next visitor: no first step, the call for staff.
  await needsStaff(page).waitFor();
  expect(await kioskStep(page).count()).toBe(0);
  const reception = await login('reception', 'demo1234');
  const lookup = async () => (await lan.api('POST', 'Client/search', { nationalCode: '0084575948' }, reception)).statusCode;
  expect(await lookup()).toBe(404);

  await leaveKioskMode(page, lan.origin);
  await signInAt(page, lan.origin, '/login/reception', 'reception', 'demo1234');
  await expect.poll(lookup, { timeout: 60_000 }).toBe(200);
  expect(browser.pageErrors).toEqual([]);
});
