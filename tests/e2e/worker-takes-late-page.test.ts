// A page whose navigation was still loading while the first service worker activated is not
// among the pages the worker's activation claims (the spec skips a client not yet execution
// ready), and nothing else makes the worker take it: until the next navigation its later chunks
// (the signed-in layout, the calendar) go to the network, offline included. Once in CI (stop 32)
// the kiosk test's sign-in page was such a page. Here the race is made certain: the sign-in
// page's response is held until a second tab sees the worker activated.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appText } from '../../src/domain/stations';
import { startTestServer, type TestServer } from '../server/harness';
import { launchBrowser, pollInPage, waitForServiceWorker, type TestBrowser } from './browser';

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

const activated = async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated';

describe('the first service worker', () => {
  test('takes a page that was loading while it activated', async () => {
    const { page, context } = browser;
    await page.goto(`${server.url}/`); // the first visit: the worker installs
    const watcher = await context.newPage();
    await watcher.goto(`${server.url}/favicon.svg`); // no script of the app's: registers nothing
    let held = false;
    await page.route('**/login/reception', async (route) => {
      held = true;
      await pollInPage(watcher, activated, '', 30_000, 'the first worker never activated');
      await route.continue();
    });

    await page.goto(`${server.url}/login/reception`);
    expect(held).toBe(true); // the sign-in page's response did wait for the activation
    await page.getByRole('button', { name: appText.login, exact: true }).waitFor();
    await waitForServiceWorker(page, 10_000);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${server.url}/sw.js`);
  });
});
