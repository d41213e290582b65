// Issue 13 §1, the public pages light: the HTML alone paints each public page's heading (a
// browser with JavaScript off sees it; the landing's is in index.html itself), online and from
// the service worker offline, and a signed-in screen's HTML paints no landing before the app.
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appText, stationTitles } from '../../src/domain/stations';
import { startTestServer, type TestServer } from '../server/harness';
import { launchBrowser, waitForServiceWorker } from './browser';

let server: TestServer;

beforeAll(async () => {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npx vite build` first');
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const shellHeadings: [path: string, heading: string][] = [
  ['/', appText.landingGreeting],
  ['/adminlanding', appText.chooserTitle],
  ['/login/reception', `${appText.loginTo} ${stationTitles.reception}`],
  ['/login/Research', `${appText.loginTo} ${stationTitles.research}`],
  ['/reception/landing/AddnewClient/nationalCode', appText.intakeStepper[0]],
];

describe('the static shells', () => {
  test("index.html's own markup holds the landing's heading and its two links", () => {
    const html = readFileSync('dist/index.html', 'utf8');
    const shell = html.slice(html.indexOf('<div id="shell">'), html.indexOf('<div id="root">'));
    expect(shell).toContain(`<h1 class="pl-title">${appText.landingGreeting}</h1>`);
    expect(shell).toContain('href="/adminlanding"');
  });

  test('with JavaScript off, each public page shows its heading; the landing and chooser links work', async () => {
    const browser = await launchBrowser({ javaScriptEnabled: false });
    try {
      const { page } = browser;
      for (const [path, heading] of shellHeadings) {
        await page.goto(server.url + path);
        expect(await page.getByRole('heading', { level: 1 }).textContent(), path).toBe(heading);
        expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      }
      await page.goto(`${server.url}/`);
      await page.getByRole('link', { name: appText.landingAdmin }).click();
      await page.waitForURL('**/adminlanding');
      await page.getByRole('link', { name: stationTitles.screening }).click();
      await page.waitForURL('**/login/screening');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`${appText.loginTo} ${stationTitles.screening}`);
      // A signed-in screen's HTML: no landing, no heading, until the app draws the screen.
      await page.goto(`${server.url}/v2/reception/clientManagment`);
      expect(await page.getByRole('heading').count()).toBe(0);
    } finally {
      await browser.close();
    }
  });

  test('offline, the service worker answers each public page with its own shell', async () => {
    const browser = await launchBrowser();
    try {
      const { page, context } = browser;
      await page.goto(`${server.url}/`);
      await waitForServiceWorker(page);
      await context.setOffline(true);
      for (const [path, heading] of shellHeadings) {
        const response = await page.goto(server.url + path);
        expect(response?.fromServiceWorker(), path).toBe(true);
        expect(await response?.text(), path).toContain(`${heading}</h1>`);
        await page.getByRole('heading', { name: heading }).waitFor();
      }
      const app = await page.goto(`${server.url}/v2/reception/clientManagment`);
      expect(await app?.text()).not.toContain('<h1');
      await context.setOffline(false);
      expect(browser.pageErrors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
