// What the clinic's staff stumble on, checked in a real Chromium: the add-admin button's first
// press, the router error page, toasts over the title, phone-sized screens,
// and the names of the confirmation and the phone menu.
import { beforeEach, describe, expect, test } from 'vitest';
import { messages } from '../../src/domain/messages';
import { adminText, receptionText } from '../../src/domain/reception-text';
import { appText, screenTitles } from '../../src/domain/stations';
import { clientFields } from '../unit/db-fixtures';
import { superAdminPassword, type TestServer } from '../server/harness';
import { screenshot, type TestBrowser } from './browser';
import { e2eForFile } from './fixture';
import { signInAt, unlockOnLockScreen } from './reception-helpers';

let server: TestServer;
let browser: TestBrowser;

e2eForFile({ browser: { serviceWorkers: 'block' } }, (e2e) => ({ server, browser } = e2e)); // page.route must see the app's chunks
beforeEach(async () => {
  await browser.page.setViewportSize({ width: 1280, height: 800 });
  await browser.page.goto(`${server.url}/favicon.svg`);
  await browser.page.evaluate(() => localStorage.clear());
});

const requiredMessages = [messages.adminNameRequired, messages.adminLastNameRequired, messages.adminUserNameRequired,
  messages.adminStationRequired, messages.adminPasswordRequired, messages.adminRePasswordRequired];

describe('what the staff stumble on', () => {
  test("add admin: one press straight from an empty field shows every field's message", async () => {
    const { page } = browser;
    await signInAt(page, server.url, '/login/admin', 'SuperAdmin', superAdminPassword, { keyInWorker: false });
    await page.goto(`${server.url}/v2/superAdmin/adminManagment/addAdmin`);
    await unlockOnLockScreen(page, superAdminPassword);
    const button = page.getByRole('button', { name: adminText.submit });
    await button.waitFor();
    await page.getByLabel(new RegExp(`^${adminText.firstName}[\\s*]*$`)).focus();
    // On a 1280×800 tablet the form runs past the window's foot: the person scrolls to the button.
    await button.scrollIntoViewIfNeeded();
    const before = (await button.boundingBox())!;
    // One real press: down (the field blurs and shows its message), then up where the button was.
    await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(100);
    // The blur's message must not move the button from under the finger before it lifts.
    const atRelease = (await button.boundingBox())!;
    await page.mouse.up();
    for (const message of requiredMessages) await page.getByText(message, { exact: true }).waitFor({ timeout: 20_000 });
    expect(Math.abs(atRelease.y - before.y)).toBeLessThan(1);
    // Then the form leads to its first bad field (it scrolls there: the button moves only now).
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toBe(
      await page.getByLabel(new RegExp(`^${adminText.firstName}[\\s*]*$`)).getAttribute('id'));
  });

  test('the router error page: the seeds heading, a Persian instruction and a reload button that works', async () => {
    const { page } = browser;
    await signInAt(page, server.url, '/login/admin', 'SuperAdmin', superAdminPassword, { keyInWorker: false });
    await page.getByRole('banner').waitFor();
    await page.goto(`${server.url}/v2/superAdmin/clientManagment`);
    await unlockOnLockScreen(page, superAdminPassword);
    // The next station's screens cannot be fetched (an update replaced them, the network dropped):
    // the admin screens come as one chunk, which this page has not loaded yet.
    const adminScreens = /\/assets\/routes-adminManagment-[^/]*\.js$/;
    await page.route(adminScreens, (route) => route.abort());
    // The router reloads the page once on a chunk it cannot fetch; with no worker here to keep
    // the key (and nothing on disk that opens it), the reloaded page asks for the password, then
    // shows the error page.
    let reloaded = page.waitForEvent('load');
    await page.getByRole('link', { name: screenTitles.adminManagment }).first().click();
    await reloaded;
    await unlockOnLockScreen(page, superAdminPassword);
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: messages.routerError }).waitFor();
    await alert.getByText(appText.routerErrorHelp).waitFor();
    expect(await alert.innerText()).not.toMatch(/Failed|module|import/i);
    await screenshot(page, 'ui-router-error');
    await page.unroute(adminScreens);
    reloaded = page.waitForEvent('load');
    await alert.getByRole('button', { name: appText.reloadPage }).click();
    await reloaded;
    await unlockOnLockScreen(page, superAdminPassword); // no worker holds the key
    await page.getByRole('link', { name: adminText.addAdmin }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/v2/superAdmin/adminManagment');
  });

  test('a first-layer toast leaves the station title and the top bar uncovered', async () => {
    const { page } = browser;
    await signInAt(page, server.url, '/login/admin', 'SuperAdmin', superAdminPassword, { keyInWorker: false });
    await page.getByRole('banner').waitFor();
    await page.getByLabel(receptionText.searchLabel).fill('123');
    await page.getByLabel(receptionText.searchLabel).press('Enter');
    const toast = page.getByRole('alert').filter({ hasText: messages.notFound });
    await toast.waitFor();
    const box = (await toast.boundingBox())!;
    const bar = (await page.getByRole('banner').boundingBox())!;
    expect(box.y).toBeGreaterThan(bar.y + bar.height);
    // Nothing a person can press lies under it.
    const covered = await page.evaluate(({ x, y, width, height }) => [...document.querySelectorAll('main a, main button, main input, main select, nav a')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.right > x && r.left < x + width && r.bottom > y && r.top < y + height;
      }).map((el) => el.textContent), box);
    expect(covered).toEqual([]);
  });

  test('a phone: the top bar title on one line, the list actions on screen, the menu and the confirmation named', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAt(page, server.url, '/login/admin', 'SuperAdmin', superAdminPassword, { keyInWorker: false });
    const title = page.getByRole('banner').getByText(appText.superAdminTopBar, { exact: true });
    await title.waitFor();
    const lineHeight = await title.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await title.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);

    await page.goto(`${server.url}/v2/superAdmin/adminManagment`);
    await unlockOnLockScreen(page, superAdminPassword);
    const table = page.getByRole('table', { name: adminText.adminsTable });
    const remove = table.getByRole('button', { name: `${adminText.delete} reception` });
    await remove.waitFor();
    const box = (await remove.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'ui-phone-admin-list');
    await remove.click();
    await page.getByRole('dialog', { name: messages.confirmDelete }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: appText.openMenu }).click();
    await page.getByRole('dialog', { name: appText.stationMenu }).or(page.getByRole('presentation').getByLabel(appText.stationMenu)).first().waitFor();
  });

  test('a phone: the reception client list keeps a row\'s view and delete buttons on screen', async () => {
    const token = await server.login('reception', 'demo1234');
    const created = await fetch(`${server.apiUrl}Client`, {
      method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(clientFields(2, { firstName: 'فرشته', lastName: 'حسینی' })),
    });
    expect(created.status).toBe(201);
    const { page } = browser;
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAt(page, server.url, '/login/reception', 'reception', 'demo1234', { keyInWorker: false });
    await page.goto(`${server.url}/v2/reception/clientManagment`);
    await unlockOnLockScreen(page, 'demo1234');
    const table = page.getByRole('table', { name: receptionText.clientsTable });
    const view = table.getByRole('link', { name: `${receptionText.detail} فرشته حسینی` });
    const remove = table.getByRole('button', { name: `${receptionText.delete} فرشته حسینی` });
    await view.waitFor({ timeout: 60_000 }); // pulled from the server
    await screenshot(page, 'ui-phone-client-list');
    for (const action of [view, remove]) {
      const box = (await action.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(box.y + box.height).toBeLessThanOrEqual(740);
      // Not only inside the window but not clipped by a scrolled table: the press lands on it.
      expect(await action.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      })).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
