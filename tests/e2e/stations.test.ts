// Every station with its demo account: the login page of the station, the role's home, the
// station's menu (000 §2.3), the super admin top bar; the toast's corner; the narrow-screen menu.
import { beforeEach, describe, expect, test } from 'vitest';
import { messages } from '../../src/domain/messages';
import { menuOf } from '../../src/domain/permissions';
import type { Area } from '../../src/domain/roles';
import { appText, loginPathOfArea } from '../../src/domain/stations';
import { superAdminPassword, type TestServer } from '../server/harness';
import { waitForKeyInWorker, type TestBrowser } from './browser';
import { e2eForFile } from './fixture';

let server: TestServer;
let browser: TestBrowser;

e2eForFile({}, (e2e) => ({ server, browser } = e2e));

// Each test starts signed out, whatever the one before left behind.
beforeEach(async () => {
  await browser.page.goto(`${server.url}/favicon.svg`);
  await browser.page.evaluate(() => localStorage.clear());
});

const accounts: { area: Area; userName: string; password: string; home: string }[] = [
  { area: 'reception', userName: 'reception', password: 'demo1234', home: '/v2/reception/clientManagment' },
  { area: 'screening', userName: 'screening', password: 'demo1234', home: '/v2/screening/clientManagment' },
  { area: 'helper', userName: 'helper', password: 'demo1234', home: '/v2/helper/clientManagment' },
  { area: 'research', userName: 'research', password: 'demo1234', home: '/v2/research/clientManagment' },
  { area: 'superAdmin', userName: 'SuperAdmin', password: superAdminPassword, home: '/v2/superAdmin/clientManagment' },
  // The consultation home is /v2/consultation, which opens the consultation list.
  { area: 'consultation', userName: 'consultation', password: 'demo1234', home: '/v2/consultation/consultationManagment' },
];

async function signIn(area: Area, userName: string, password: string) {
  const { page } = browser;
  await page.goto(server.url + loginPathOfArea[area]);
  await page.getByLabel(appText.userName, { exact: true }).fill(userName);
  await page.getByLabel(appText.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: appText.login, exact: true }).click();
}

async function signOut() {
  const { page } = browser;
  await page.getByRole('button', { name: appText.account }).click();
  await page.getByRole('button', { name: appText.logout }).click();
  await page.waitForURL(`${server.url}/`);
}

describe('every station with its demo account', () => {
  test.each(accounts)('$area', async ({ area, userName, password, home }) => {
    const { page } = browser;
    await signIn(area, userName, password);
    await page.waitForURL(server.url + home);
    const menu = page.getByRole('navigation', { name: appText.productName });
    await menu.getByRole('link', { name: appText.syncCentre }).waitFor();
    expect(await menu.getByRole('link').allInnerTexts()).toEqual([...menuOf(area).map((entry) => entry.label), appText.syncCentre]);
    if (area === 'superAdmin') {
      await page.getByRole('banner').getByText(appText.superAdminTopBar).waitFor();
      await page.getByRole('button', { name: appText.account }).click();
      // SuperAdmin's full name, or 'ادمین' when the server sends none.
      await page.getByRole('presentation').getByRole('button', { name: appText.logout }).waitFor();
      await page.keyboard.press('Escape');
    }
    // A signed-in person who opens the landing or a login page goes home (a page opened anew,
    // which finds the key in the service worker: on the first visit it gets it once installed).
    await waitForKeyInWorker(page);
    await page.goto(`${server.url}/adminlanding`);
    await page.waitForURL(server.url + home);
    await signOut();
  });
});

describe('the shell and the guard in the browser', () => {
  test('the guard toast appears top-right on a first-layer screen', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/v2/helper/helperManagment`);
    await page.waitForURL(`**${loginPathOfArea.helper}`);
    const toast = page.getByRole('alert').filter({ hasText: messages.accessGuard });
    await toast.waitFor();
    const box = await toast.boundingBox();
    const width = page.viewportSize()!.width;
    expect(box!.x + box!.width).toBeGreaterThan(width - 40);
  });

  test('a screen that is not part of the area sends the person home', async () => {
    const { page } = browser;
    await signIn('reception', 'reception', 'demo1234');
    await page.waitForURL('**/v2/reception/clientManagment');
    await page.goto(`${server.url}/v2/reception/covered`);
    await page.waitForURL('**/v2/reception/clientManagment');
    await page.getByText(messages.forbidden).waitFor();
    await signOut();
  });

  test('on a narrow screen a hamburger opens the menu; the theme toggle is kept', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn('helper', 'helper', 'demo1234');
    await page.waitForURL('**/v2/helper/clientManagment');
    const menu = page.getByRole('navigation', { name: appText.productName });
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: appText.openMenu }).click();
    await menu.getByRole('link', { name: 'ایستگاه مددکاری' }).click();
    await page.waitForURL('**/v2/helper/helperManagment');
    await page.getByRole('heading', { name: 'مدیریت مددکاری' }).waitFor();

    await page.getByRole('button', { name: appText.darkTheme }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await page.getByRole('button', { name: appText.lightTheme }).waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await signOut();
  });

  test('an unknown URL inside the router shows the error or not-found page, not a blank one', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/no/such/page`);
    await page.getByText(appText.notFound).waitFor();
  });
});
