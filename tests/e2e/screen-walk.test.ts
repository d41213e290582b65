// The walk of issue 39: each station of both seeds signs in on a phone (390×844) and an upright
// tablet (800×1280), opens every screen it may open and measures it in the page: every control a
// person taps is at least 44×44 px, nothing is cut off sideways, and axe finds nothing serious or
// critical (light theme on the phone, dark on the tablet: boxes do not change with the theme).
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
import { areaMayOpenScreen, screens, type Screen } from '../../src/domain/permissions';
import type { Area } from '../../src/domain/roles';
import { appText } from '../../src/domain/stations';
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

let server: TestServer;
let browser: Browser;
let clientId: number;
const pages = new Map<Size, Page>();
const timing = { open: 0, shot: 0, measure: 0, axe: 0 };
/** Screens axe has checked and photographed, by size: each once, by the first station that opens
 *  it, and each station's first screen (its own shell and menu). A screen shows the same to every
 *  station that may open it; accessibility.test.ts runs axe on every station's every screen. */
const seen = new Map<Size, Set<Screen>>(sizes.map((size) => [size, new Set()]));

e2eForFile({ browser: false }, async (e2e) => {
  server = e2e.server;
  clientId = await walkClients(server);
  browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  for (const size of sizes) {
    const context: BrowserContext = await browser.newContext({ viewport: { width: size.width, height: size.height }, locale: 'fa-IR' });
    pages.set(size, await context.newPage());
    mkdirSync(join(screensFolder, size.name), { recursive: true });
  }
});
afterAll(() => browser?.close());

const openable = (area: Area) => (Object.keys(screens) as Screen[]).filter((screen) => areaMayOpenScreen(area, screen));

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

async function walk(area: Area, size: Size, account: (typeof accounts)[number]): Promise<Found> {
  const page = pages.get(size)!;
  const found: Found = {};
  await signInAt(page, server.url, account.login, account.user, account.password);
  const localId = openable(area).some(screenHasId) ? await localIdOf(page, clientId) : undefined;
  for (const screen of openable(area)) {
    let t = Date.now();
    await openScreen(page, screenPath(area, screen, screenHasId(screen) ? localId : undefined)).catch((error: unknown) => {
      throw new Error(`${size.name} ${area}: ${screen} never showed`, { cause: error });
    });
    timing.open += Date.now() - t; t = Date.now();
    if (screenHasId(screen) && await page.getByText(clinicalText.notFoundClient).count()) found[`${size.name} ${screen}`] = ['the client is not on the tablet'];
    await setTheme(page, size.theme);
    const firstLook = !seen.get(size)!.has(screen) || screen === openable(area)[0];
    seen.get(size)!.add(screen);
    if (firstLook) await page.screenshot({ path: join(screensFolder, size.name, `${area}-${screen}.png`), fullPage: true });
    timing.shot += Date.now() - t; t = Date.now();
    if (!size.measured) continue;
    const { small, cutOff } = await measure(page);
    timing.measure += Date.now() - t; t = Date.now();
    const axe = (firstLook ? await axeFindings(page) : []).map((f) => `axe ${f.impact} ${f.rule}: ${f.targets.join(', ')}`);
    timing.axe += Date.now() - t;
    const problems = [...small.map((s) => `small ${s}`), ...cutOff.map((c) => `cut off ${c}`), ...axe];
    if (problems.length) found[`${size.name} ${screen}`] = problems;
  }
  await signOut(page, size, found);
  return found;
}

describe(`the screen walk: boxes, sideways cuts and axe at 390×844 and 800×1280; screenshots in ${screensFolder}/<size>/`, () => {
  test.each(accounts)('$area', async (account) => {
    const started = Date.now();
    const found = Object.assign({}, ...await Promise.all(sizes.map((size) => walk(account.area, size, account)))) as Found;
    console.log(`screen walk ${account.area}: ${openable(account.area).length} screens × ${sizes.length} sizes in ${Date.now() - started} ms`, timing);
    expect(found, `what the walk found: ${JSON.stringify(found, null, 1)}`).toEqual({});
  });
});
