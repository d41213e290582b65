// Issue 14: axe-core (pinned in package.json, injected into the page from node_modules) on every
// screen each station may open, in the light and the dark theme: no serious or critical violation,
// and every page's content inside landmarks (the `region` rule).
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { areaMayOpenScreen, screenPath, screens, type Screen } from '../../src/domain/permissions';
import type { Area } from '../../src/domain/roles';
import { startTestServer, type TestServer } from '../server/harness';
import { accounts, axeFindings, setTheme, type Finding } from './axe-helpers';
import { launchBrowser, type TestBrowser } from './browser';
import { signInAt } from './reception-helpers';

let server: TestServer;
let browser: TestBrowser;

beforeAll(async () => {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npx vite build` first');
  server = await startTestServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

// Screens with an id need a client: accessibility-id-screens.test.ts visits those.
const openable = (area: Area) => (Object.keys(screens) as Screen[])
  .filter((screen) => !screens[screen].path.includes('$id') && areaMayOpenScreen(area, screen));

describe('axe-core on every station screen, both themes', () => {
  test('public pages', async () => {
    const { page } = browser;
    const found: Record<string, Finding[]> = {};
    for (const path of ['/', '/adminlanding', '/login/reception', '/login/admin']) {
      await page.goto(server.url + path);
      await page.locator('main').first().waitFor();
      await page.waitForTimeout(300);
      const findings = await axeFindings(page);
      if (findings.length) found[path] = findings;
    }
    expect(found).toEqual({});
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
        await page.waitForTimeout(300); // transitions settle
        const findings = await axeFindings(page);
        if (findings.length) found[`${mode} ${screen}`] = findings;
      }
    }
    expect(found).toEqual({});
  });
});
