// The walk of issue 39: each station of both seeds signs in on a phone (390×844) and an upright
// tablet (800×1280), opens every screen it may open and measures it in the page: every control a
// person taps is at least 44×44 px, nothing is cut off sideways, and axe finds nothing serious or
// critical and no content outside a landmark (light theme on the phone, dark on the tablet: boxes
// do not change with the theme). This is the one axe check of the station screens, in both themes:
// every screen for every station that may open it (the shell around it is the station's), except
// that a screen showing one client (its path has `$id`) is checked once, for the first station in
// `accounts` order, SuperAdmin last, that may open it, with each of its dialogs open; each
// station's side menu (the drawer behind the top bar's menu button at both sizes) is opened and
// checked once at each size.
// The sign-in page before and the landing and station chooser after (the plain pages, painted by
// the theme in local storage), and the birth date's Jalali calendar, are measured too (the plain
// pages with axe); accessibility.test.ts checks the kiosk, which the walk does not open.
// Each walk ends with a sign-out. A third context, a 1280×800 tablet, only takes screenshots:
// every screen at the three sizes goes to test-results/screens/<size>/<station>-<screen>.png for
// a person to look at. One server, one browser, one context per size, the sizes walked side by side.
// Each finding names where it sits: [top bar] and [menu] are the station shell's
// (src/routes/-shell/, the sync chip src/features/sync/status-chip.tsx), [screen] the screen's
// own component, whose sizes come from the MUI theme (src/ui/mui/touch-targets.ts).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { clinicalText } from '../../src/domain/clinical-text';
import { examinationTypeLabels } from '../../src/domain/codes';
import { areaMayOpenScreen, screens, type Screen } from '../../src/domain/permissions';
import type { Area } from '../../src/domain/roles';
import { appText } from '../../src/domain/stations';
import { receptionText } from '../../src/domain/reception-text';
import { themeKey } from '../../src/domain/theme-choice';
import { dateFieldText } from '../../src/domain/ui-text';
import { screenHasId, screenPath } from '../../src/routes/-nav/screen-routes';
import type { TestServer } from '../server/harness';
import { accounts, axeFindings, setTheme, settled } from './axe-helpers';
import { chromiumArgs, chromiumPath } from './browser';
import { e2eForFile } from './fixture';
import { signInAt } from './reception-helpers';
import { localIdOf, walkClients } from './screen-walk-data';
import { measure } from './screen-walk-measure';

interface Size { name: string; width: number; height: number; theme: 'light' | 'dark'; measured: boolean }
const sizes: Size[] = [
  { name: '390x844', width: 390, height: 844, theme: 'light', measured: true },
  { name: '800x1280', width: 800, height: 1280, theme: 'dark', measured: true },
  { name: '1280x800', width: 1280, height: 800, theme: 'light', measured: false },
];
const screensFolder = join('test-results', 'screens');
/** The narrowest window a page must fit without scrolling sideways (WCAG 1.4.10). */
const smallWindow = { width: 320, height: 640 };

let server: TestServer;
let browser: Browser;
let clientId: number;
const pages = new Map<Size, Page>();
/** Screens photographed, by size: each once, by the first station that opens it, and each
 *  station's first screen (its own shell). A screen shows the same to every station that may open it. */
const seen = new Map<Size, Set<Screen>>(sizes.map((size) => [size, new Set()]));
const seenPublic = new Map<Size, Set<string>>(sizes.map((size) => [size, new Set()]));
/** Links inside running text the walk let pass smaller than 44 px (WCAG 2.5.8's inline exception). */
const inlineLinks = new Set<string>();

e2eForFile({ browser: false }, async (e2e) => {
  server = e2e.server;
  clientId = await walkClients(server);
  browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  for (const size of sizes) {
    const context: BrowserContext = await browser.newContext({ viewport: { width: size.width, height: size.height }, locale: 'fa-IR' });
    const page = await context.newPage();
    // The plain pages have no theme switch: the choice in local storage paints them (and the app).
    await page.goto(`${server.url}/favicon.svg`);
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: themeKey, value: size.theme });
    pages.set(size, page);
    mkdirSync(join(screensFolder, size.name), { recursive: true });
  }
});
afterAll(() => browser?.close());

const openable = (area: Area) => (Object.keys(screens) as Screen[]).filter((screen) => areaMayOpenScreen(area, screen));

/** The station axe checks a screen with a client's id for: the first in `accounts` order,
 *  SuperAdmin last, that may open it (research and SuperAdmin open the other stations' screens:
 *  000 §2.2 "the same screens"). */
const idScreenChecker = (screen: Screen) => [...accounts.slice(1), accounts[0]!].find((account) => areaMayOpenScreen(account.area, screen))?.area;

/** The dialogs a screen opens, each by the button a person presses. `text`: a dialog of text and
 *  buttons, checked again at WCAG's reflow width, 320 px: no line may run out of it sideways (a
 *  file name is 36 characters without a space; sideways it made the content a scrolling region
 *  no keyboard could reach, which axe found at 390 px for some names). */
const dialogsOf: Partial<Record<Screen, { name: string; opener: string; text?: true }[]>> = {
  clientDetail: [
    { name: 'image viewer', opener: `${receptionText.viewImage} کارت ملی` },
    { name: 'document details', opener: `${receptionText.documentDetails} کارت ملی`, text: true },
    { name: 'delete confirmation', opener: `${receptionText.delete} کارت ملی`, text: true },
    { name: 'edit', opener: receptionText.edit },
    { name: 'SMS', opener: receptionText.sendSms },
  ],
  coveredDetail: [{ name: 'mammography modal', opener: examinationTypeLabels[0] }],
};

/** What one size's walk of one station found, by "<size> <screen>". */
type Found = Record<string, string[]>;

/** Moves the app to a screen as its own links do (history and the router's popstate), without
 *  reloading it: a reload per screen would be three quarters of the walk's time. Waits for the
 *  new screen's heading (or its alert), not the one it replaced. */
async function openScreen(page: Page, path: string) {
  await page.evaluate((to) => {
    if (location.pathname === decodeURI(to)) return; // the station's home, where its sign-in ends
    for (const old of document.querySelectorAll('main h1, main [role=alert]')) old.setAttribute('data-walk-left', '');
    const index = (history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0;
    history.pushState({ ...(history.state as object | null), __TSR_index: index + 1 }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await page.waitForURL(server.url + path);
  await page.locator('main h1:not([data-walk-left]), main [role=alert]:not([data-walk-left])').first().waitFor();
  await settled(page);
}

/** The account button's menu holds the sign-out. A button the window cuts off cannot be tapped:
 *  the walk names it, then presses it as a script would, to end the walk all the same. */
async function signOut(page: Page, size: Size, found: Found) {
  const account = page.getByRole('banner').getByRole('button', { name: appText.account });
  const box = await account.boundingBox();
  if (!box || box.x < 0 || box.x + box.width > size.width) {
    found[`${size.name} sign-out`] = [`[top bar] the account button (sign-out) is outside the window: x ${Math.round(box?.x ?? NaN)}`];
    await account.evaluate((button: HTMLElement) => button.click());
  } else {
    await account.click();
  }
  await page.getByRole('button', { name: appText.logout }).click();
  await page.waitForURL(`${server.url}/`);
}

/** What axe finds in the page as it stands, a line each. */
async function axeLines(page: Page): Promise<string[]> {
  return (await axeFindings(page)).map((f) => `axe ${f.impact} ${f.rule}: ${f.targets.join(', ')}`);
}

/** Measures the page as it stands into `found` under `key` (and the inline links it exempted). */
async function check(page: Page, key: string, found: Found, axe: boolean) {
  const { small, cutOff, inline } = await measure(page);
  const axeFound = axe ? await axeLines(page) : [];
  for (const link of inline) inlineLinks.add(link);
  const problems = [...small.map((s) => `small ${s}`), ...cutOff.map((c) => `cut off ${c}`), ...axeFound];
  if (problems.length) found[key] = problems;
}

/** axe alone over the page as it stands (a dialog or drawer open), into `found` under `key`. */
async function axeInto(page: Page, key: string, found: Found) {
  const lines = await axeLines(page);
  if (lines.length) found[key] = lines;
}

/** Each dialog of the screen opened by its button, checked by axe, closed with Escape. */
async function dialogs(page: Page, size: Size, screen: Screen, found: Found) {
  for (const dialog of dialogsOf[screen] ?? []) {
    await page.getByRole('button', { name: dialog.opener, exact: true }).first().click();
    await page.getByRole('dialog').waitFor();
    await settled(page);
    await axeInto(page, `${size.name} ${screen} (${dialog.name})`, found);
    if (dialog.text && size === sizes[0]) {
      await page.setViewportSize(smallWindow);
      await settled(page);
      const key = `${smallWindow.width}x${smallWindow.height} ${screen} (${dialog.name})`;
      await axeInto(page, key, found);
      const sideways = await page.locator('.MuiDialogContent-root').evaluate((content) => content.scrollWidth - content.clientWidth);
      if (sideways > 1) found[key] = [...found[key] ?? [], `[dialog] its text runs ${sideways} px out sideways`];
      await page.setViewportSize({ width: size.width, height: size.height });
    }
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }
  // The pointer left over the last opener would hover whatever the next screen draws there: the
  // screens are checked as they stand, unhovered (the corner is the top bar's bare edge).
  await page.mouse.move(0, 0);
}

/** The side menu, a drawer behind the top bar's menu button below the wide layout, checked by axe. */
async function sideMenu(page: Page, size: Size, found: Found) {
  await page.getByRole('banner').getByRole('button', { name: appText.openMenu }).click();
  const drawer = page.getByRole('dialog', { name: appText.stationMenu });
  await drawer.waitFor();
  await settled(page);
  await axeInto(page, `${size.name} menu`, found);
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
}

function shoot(page: Page, size: Size, name: string) {
  return page.screenshot({ path: join(screensFolder, size.name, `${name}.png`), fullPage: true });
}

/** A public (plain, no-MUI) page, once per size: its controls and its sideways fit. */
async function publicPage(page: Page, size: Size, path: string, name: string, found: Found) {
  if (seenPublic.get(size)!.has(path)) return;
  seenPublic.get(size)!.add(path);
  if (new URL(page.url()).pathname !== path) await page.goto(server.url + path);
  await page.locator('main').first().waitFor();
  await settled(page);
  expect(await page.evaluate(() => document.documentElement.dataset.theme), `${size.name} ${path}`).toBe(size.theme);
  await shoot(page, size, name);
  if (size.measured) await check(page, `${size.name} ${name}`, found, true);
}

/** The Jalali calendar of the birth date: its years, the months if it asks for one, the days. */
async function calendar(page: Page, size: Size, found: Found) {
  await page.getByRole('button', { name: dateFieldText.openCalendar, exact: true }).first().click();
  const popover = page.locator('.MuiPopover-paper');
  await popover.getByRole('radio').first().waitFor();
  await settled(page);
  await check(page, `${size.name} calendar years`, found, false);
  const pickable = 'button[role=radio]:not([disabled]):not([aria-checked=true])';
  await popover.locator(pickable).first().click();
  const months = popover.locator('.MuiMonthCalendar-root');
  const days = popover.getByRole('gridcell').first();
  await months.or(days).first().waitFor();
  if (await months.count()) {
    await settled(page);
    await check(page, `${size.name} calendar months`, found, false);
    await months.locator(pickable).first().click();
    await days.waitFor();
  }
  await settled(page);
  await check(page, `${size.name} calendar days`, found, false);
  await page.keyboard.press('Escape');
  await popover.waitFor({ state: 'detached' });
}

async function walk(area: Area, size: Size, account: (typeof accounts)[number]): Promise<Found> {
  const page = pages.get(size)!;
  const found: Found = {};
  await publicPage(page, size, account.login, `${area}-login`, found);
  await signInAt(page, server.url, account.login, account.user, account.password);
  const localId = openable(area).some(screenHasId) ? await localIdOf(page, clientId) : undefined;
  for (const screen of openable(area)) {
    await openScreen(page, screenPath(area, screen, screenHasId(screen) ? localId : undefined)).catch((error: unknown) => {
      throw new Error(`${size.name} ${area}: ${screen} never showed`, { cause: error });
    });
    if (screenHasId(screen) && await page.getByText(clinicalText.notFoundClient).count()) found[`${size.name} ${screen}`] = ['the client is not on the tablet'];
    await setTheme(page, size.theme);
    const firstLook = !seen.get(size)!.has(screen) || screen === openable(area)[0];
    seen.get(size)!.add(screen);
    if (firstLook) await shoot(page, size, `${area}-${screen}`);
    if (!size.measured) continue;
    const axe = !screenHasId(screen) || idScreenChecker(screen) === area;
    await check(page, `${size.name} ${screen}`, found, axe);
    if (screen === openable(area)[0]) await sideMenu(page, size, found);
    if (axe) await dialogs(page, size, screen, found);
    if (firstLook && screen === 'addClient') await calendar(page, size, found);
  }
  await signOut(page, size, found);
  await publicPage(page, size, '/', 'landing', found);
  await publicPage(page, size, '/adminlanding', 'adminlanding', found);
  return found;
}

describe(`the screen walk: boxes, sideways cuts and axe at 390×844 and 800×1280; screenshots in ${screensFolder}/<size>/`, () => {
  test.each(accounts)('$area', async (account) => {
    const started = Date.now();
    const found = Object.assign({}, ...await Promise.all(sizes.map((size) => walk(account.area, size, account)))) as Found;
    console.log(`inline links exempted: ${[...inlineLinks].join('; ') || 'none'}`);
    console.log(`screen walk ${account.area}: ${openable(account.area).length} screens × ${sizes.length} sizes in ${Date.now() - started} ms`);
    expect(found, `what the walk found: ${JSON.stringify(found, null, 1)}`).toEqual({});
  });
});
