// The station shell and the screens that broke on a 390×844 phone, measured in the page: the top
// bar fits, the drawer signs out and changes the password as the account menu does, the open
// drawer passes axe in both themes, the admin list has one breadcrumb, the clinical list and the
// test history keep their columns and dates whole, and the EORTC answers lie on one line or one
// per line.
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { clinicalText } from '../../src/domain/clinical-text';
import { eortcQuestionLabels, helperText } from '../../src/domain/helper-text';
import { adminText } from '../../src/domain/reception-text';
import { appText, screenTitles } from '../../src/domain/stations';
import { uiText } from '../../src/domain/ui-text';
import { clientBody } from '../server/fixtures';
import type { TestServer } from '../server/harness';
import { call } from '../server/http';
import { accounts, axeFindings, setTheme, settled } from './axe-helpers';
import { screenshot, type TestBrowser } from './browser';
import { e2eForFile } from './fixture';
import { signInAt } from './reception-helpers';

const phone = { width: 390, height: 844 };
let server: TestServer;
let browser: TestBrowser;
let client: { firstName: string; lastName: string; phoneNumber: string };

e2eForFile({ browser: { viewport: phone } }, async (e2e) => {
  ({ server, browser } = e2e);
  const token = await server.login('research', 'demo1234');
  const body = clientBody({ firstName: 'زهرا', lastName: 'کریمی', isCoveredPatient: true, isScreening: true, isNew: false });
  await call(server.apiUrl, 'POST', 'Client', { token, body });
  client = body;
});

// SuperAdmin last: it stays signed in for the screens after.
const everyStationLast = [...accounts.filter((account) => account.area !== 'superAdmin'), ...accounts.filter((account) => account.area === 'superAdmin')];

/** The element's box in CSS px, read in the page. */
const boxOf = (locator: Locator) => locator.evaluate((node) => {
  const { left, right, top, bottom } = node.getBoundingClientRect();
  return { left, right, top, bottom };
});

/** How many lines the element's text takes (one rectangle per line box of its text). */
const linesOf = (locator: Locator) => locator.evaluate((node) => {
  const range = document.createRange();
  range.selectNodeContents(node);
  return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
});

async function openDrawer(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: appText.openMenu }).click();
  const drawer = page.getByRole('dialog', { name: appText.stationMenu });
  await drawer.waitFor();
  await settled(page);
  return drawer;
}

describe('the shell and its screens on a 390×844 phone', () => {
  /** The bar's controls that reach past either side of the viewport. */
  const outsideOfBar = (page: Page) => page.getByRole('banner').evaluate((bar, width) => [...bar.querySelectorAll('a, button')]
    .map((node) => ({ name: node.getAttribute('aria-label') ?? node.textContent, box: node.getBoundingClientRect() }))
    .filter(({ box }) => box.left < 0 || box.right > width)
    .map(({ name, box }) => `${name}: ${Math.round(box.left)}..${Math.round(box.right)}`), phone.width);

  test.each(everyStationLast)('$area: the top bar fits; the drawer signs out to the landing, where staff sign in', async ({ area, login, user, password }) => {
    const { page } = browser;
    await signInAt(page, server.url, login, user, password);
    await page.getByRole('banner').waitFor();
    await settled(page);
    const account = await boxOf(page.getByRole('button', { name: appText.account }));
    expect(account.left, 'the account button starts inside the viewport').toBeGreaterThanOrEqual(0);
    expect(account.right).toBeLessThanOrEqual(phone.width);
    expect(await outsideOfBar(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await screenshot(page, `phone-shell-top-bar-${area}`);
    if (area === 'superAdmin') return; // stays signed in for the screens below

    const drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: appText.logout }).click();
    await page.waitForURL(`${server.url}/`);
    // Where the account menu's sign-out leads: the landing, with the way back in for staff.
    await page.getByRole('link', { name: appText.landingAdmin }).waitFor();
    // Signed out for real: the station's address leads back out.
    await page.goto(`${server.url}/v2/${area}/sync`);
    await page.waitForURL((url) => !url.pathname.startsWith('/v2/'));
  });

  test('the drawer opens the change-password dialog the account menu opens', async () => {
    const { page } = browser;
    const drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: adminText.changePassword }).click();
    const dialog = page.getByRole('dialog', { name: adminText.changePassword });
    await dialog.waitFor();
    // The drawer steps aside for the dialog.
    await drawer.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  test('axe on the open station menu, both themes', async () => {
    const { page } = browser;
    for (const mode of ['light', 'dark'] as const) {
      await setTheme(page, mode);
      await openDrawer(page);
      await screenshot(page, `phone-shell-drawer-${mode}`);
      expect(await axeFindings(page), `${mode} theme`).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: appText.stationMenu }).waitFor({ state: 'detached' });
    }
  });

  test('the admin list shows its breadcrumb once', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/v2/superAdmin/adminManagment`);
    await page.getByRole('heading', { name: screenTitles.adminManagment }).waitFor();
    const crumbs = page.getByRole('navigation', { name: uiText.breadcrumb });
    expect(await crumbs.count()).toBe(1);
    const items = await crumbs.getByRole('listitem').allInnerTexts();
    expect(items.filter((text) => text === screenTitles.adminManagment)).toHaveLength(1);
  });

  test.each(['screeningManagment', 'covered', 'consultationManagment'])('the clinical list %s shows name, national code and phone whole', async (screen) => {
    const { page } = browser;
    await page.goto(`${server.url}/v2/superAdmin/${screen}`);
    const table = page.getByRole('table', { name: clinicalText.clientsTable });
    const row = table.getByRole('row', { name: new RegExp(`${client.firstName} ${client.lastName}`) });
    await row.waitFor({ timeout: 30_000 });
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    // The name, national code and phone of the row inside the table's visible box and not under
    // the sticky details column: what a person reads without scrolling the table sideways (the
    // consultation list's flags may lie past the edge, the table scrolls to them).
    const hidden = await table.evaluate((node) => {
      const frame = node.parentElement!.getBoundingClientRect();
      const cells = [...node.querySelectorAll('tbody tr:first-child td')];
      const details = cells.at(-1)!.getBoundingClientRect();
      return cells.slice(0, 3).filter((cell) => {
        const box = cell.getBoundingClientRect();
        const under = box.right > details.left + 0.5 && box.left < details.right - 0.5;
        return under || box.left < frame.left - 0.5 || box.right > frame.right + 0.5;
      }).map((cell) => cell.textContent);
    });
    await screenshot(page, `phone-shell-list-${screen}`);
    expect(hidden, 'cells cut off').toEqual([]);
  });

  test('EORTC answers on one line or one per line; the test-history date on one line', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/v2/superAdmin/helperManagment`);
    const row = page.getByRole('row', { name: new RegExp(`${client.firstName} ${client.lastName}`) });
    await row.first().waitFor({ timeout: 30_000 });
    await row.first().getByRole('link', { name: clinicalText.details }).click();
    await page.getByRole('link', { name: helperText.eortcTile }).click();
    await page.getByText(eortcQuestionLabels[0]!).waitFor();
    await settled(page);
    const items = page.getByRole('form', { name: helperText.eortcTile }).getByRole('radiogroup');
    expect(await items.count()).toBe(30);
    const rowsPerQuestion = await items.evaluateAll((groups) => groups.map((group) => {
      const answers = [...group.querySelectorAll('label')];
      return { answers: answers.length, lines: new Set(answers.map((label) => Math.round(label.getBoundingClientRect().top))).size };
    }));
    await screenshot(page, 'phone-shell-eortc');
    const broken = rowsPerQuestion.map((q, index) => ({ ...q, question: index + 1 })).filter((q) => q.lines !== 1 && q.lines !== q.answers);
    expect(broken, 'answers split over lines').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

    for (let i = 0; i < 30; i += 1) await items.nth(i).getByRole('radio').nth(1).check();
    await page.getByRole('button', { name: clinicalText.saveTest }).click();
    const history = page.getByRole('table', { name: clinicalText.previousTests });
    const dateCell = history.getByRole('row').nth(1).getByRole('cell').nth(2);
    await dateCell.waitFor();
    await settled(page);
    await screenshot(page, 'phone-shell-test-history');
    expect(await linesOf(dateCell), await dateCell.innerText()).toBe(1);
  });
});
