// Issue 14: axe-core (pinned in package.json, injected into the page from node_modules) on every
// screen each station may open, in the light and the dark theme: no serious or critical violation,
// and every page's content inside landmarks (the `region` rule).
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { areaMayOpenScreen, screenPath, screens, type Screen } from '../../src/domain/permissions';
import type { Area } from '../../src/domain/roles';
import { appText } from '../../src/domain/stations';
import { startTestServer, superAdminPassword, type TestServer } from '../server/harness';
import { launchBrowser, type TestBrowser } from './browser';
import { signInAt } from './reception-helpers';

// Evaluated over the DevTools protocol: the app's CSP (script-src 'self') refuses an inline <script>.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
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

interface Finding { rule: string; impact: string; targets: string[] }

/** axe's violations on the page as it stands, the serious and critical ones and `region`. */
export async function axeFindings(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ rule: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.rule === 'region');
}

const accounts: { area: Area; login: string; user: string; password: string }[] = [
  { area: 'superAdmin', login: '/login/admin', user: 'SuperAdmin', password: superAdminPassword },
  { area: 'reception', login: '/login/reception', user: 'reception', password: 'demo1234' },
  { area: 'screening', login: '/login/screening', user: 'screening', password: 'demo1234' },
  { area: 'helper', login: '/login/helper', user: 'helper', password: 'demo1234' },
  { area: 'research', login: '/login/Research', user: 'research', password: 'demo1234' },
  { area: 'consultation', login: '/login/consultation', user: 'consultation', password: 'demo1234' },
];

// Screens with an id need a client; the ones a station reaches from its menu and forms are these.
const openable = (area: Area) => (Object.keys(screens) as Screen[])
  .filter((screen) => !screens[screen].path.includes('$id') && areaMayOpenScreen(area, screen));

async function setTheme(page: Page, mode: 'light' | 'dark') {
  const other = page.getByRole('button', { name: mode === 'dark' ? appText.darkTheme : appText.lightTheme });
  if (await other.count()) await other.click();
}

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
    for (const mode of ['light', 'dark'] as const) {
      for (const screen of openable(area)) {
        await page.goto(server.url + screenPath(area, screen));
        await page.getByRole('banner').waitFor();
        await setTheme(page, mode);
        await page.locator('main h1, main [role=alert]').first().waitFor();
        await page.waitForTimeout(300); // transitions settle
        const findings = await axeFindings(page);
        if (findings.length) found[`${mode} ${screen}`] = findings;
      }
    }
    expect(found).toEqual({});
  });
});
