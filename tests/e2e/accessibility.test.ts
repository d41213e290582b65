// axe-core (pinned in package.json, injected into the page from node_modules) on every
// screen each station may open, in the light and the dark theme: no serious or critical violation,
// and every page's content inside landmarks (the `region` rule).
import { describe, expect, test } from 'vitest';
import { areaMayOpenScreen, screens, type Screen } from '../../src/domain/permissions';
import { screenHasId, screenPath } from '../../src/routes/-nav/screen-routes';
import { kioskText } from '../../src/domain/reception-text';
import type { Area } from '../../src/domain/roles';
import { loginPathOfArea } from '../../src/domain/stations';
import { themeKey } from '../../src/domain/theme-choice';
import type { TestServer } from '../server/harness';
import { accounts, axeFindings, setTheme, settled, type Finding } from './axe-helpers';
import type { TestBrowser } from './browser';
import { e2eForFile } from './fixture';
import { issuedKioskToken, signInAt } from './reception-helpers';

let server: TestServer;
let browser: TestBrowser;

e2eForFile({}, (e2e) => ({ server, browser } = e2e));

const kioskStart = '/reception/landing/AddnewClient/nationalCode';

// Screens with an id need a client: accessibility-id-screens.test.ts visits those.
const openable = (area: Area) => (Object.keys(screens) as Screen[])
  .filter((screen) => !screenHasId(screen) && areaMayOpenScreen(area, screen));

describe('axe-core on every station screen, both themes', () => {
  test('public pages', async () => {
    const { page } = browser;
    const found: Record<string, Finding[]> = {};
    const signIns = [...new Set(Object.values(loginPathOfArea))];
    // A real Kiosk token: the kiosk unlocks its own key with it before its first step shows.
    const kioskToken = await issuedKioskToken(server);
    // The public pages have no theme switch: the choice a staff member left in local storage
    // paints them, so each page is loaded once per theme with it set.
    for (const mode of ['light', 'dark'] as const) {
      await page.goto(`${server.url}/favicon.svg`);
      await page.evaluate(({ key, value }) => { localStorage.clear(); localStorage.setItem(key, value); }, { key: themeKey, value: mode });
      for (const path of ['/', '/adminlanding', ...signIns, kioskStart]) {
        // The kiosk's first step draws its form only on a tablet made a kiosk.
        if (path === kioskStart) {
          await page.evaluate((token) => localStorage.setItem('kiosk', JSON.stringify({ token, deviceName: 'ورودی', expiresAt: Date.now() + 3600000 })), kioskToken);
        }
        await page.goto(server.url + path);
        await page.locator('main').first().waitFor();
        if (path === kioskStart) await page.getByRole('button', { name: kioskText.check }).waitFor();
        expect(await page.evaluate(() => document.documentElement.dataset.theme), path).toBe(mode);
        await settled(page);
        const findings = await axeFindings(page);
        if (findings.length) found[`${mode} ${path}`] = findings;
      }
    }
    expect(found, `axe findings: ${JSON.stringify(found)}`).toEqual({}); // the message names each rule (the diff shows "…(1)")
  });

  test.each(accounts)('$area', async ({ area, login, user, password }) => {
    const { page } = browser;
    await page.goto(`${server.url}/favicon.svg`);
    await page.evaluate(() => localStorage.clear());
    await signInAt(page, server.url, login, user, password);
    const found: Record<string, Finding[]> = {};
    // Each screen loaded once and checked in both themes (the toggle repaints in place).
    for (const screen of openable(area)) {
      await page.goto(server.url + screenPath(area, screen));
      await page.getByRole('banner').waitFor();
      await page.locator('main h1, main [role=alert]').first().waitFor();
      for (const mode of ['light', 'dark'] as const) {
        await setTheme(page, mode);
        await settled(page);
        const findings = await axeFindings(page);
        if (findings.length) found[`${mode} ${screen}`] = findings;
      }
    }
    expect(found, `axe findings: ${JSON.stringify(found)}`).toEqual({}); // the message names each rule (the diff shows "…(1)")
  });
});
