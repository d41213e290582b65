// The public pages light: the landing, the chooser, the sign-in pages and the kiosk's
// first step load no MUI and no emotion (the first route no Dexie and no router either), and draw no MUI class
// or emotion style; the HTML alone paints each public page's heading (a browser with JavaScript
// off sees it; the landing's is in index.html itself), online and from the service worker
// offline, where a frame of it comes before any of the app's modules is in the page; and a
// signed-in screen's HTML paints no landing before the app.
import { readFileSync, readdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { kioskText } from '../../src/domain/reception-text';
import { appText, stationTitles } from '../../src/domain/stations';
import { themeKey } from '../../src/domain/theme-choice';
import type { TestServer } from '../server/harness';
import { launchBrowser, waitForServiceWorker, type TestBrowser } from './browser';
import { e2eForFile } from './fixture';
import { issuedKioskToken } from './reception-helpers';

let server: TestServer;

e2eForFile({ browser: false }, (e2e) => ({ server } = e2e));

const shellHeadings: [path: string, heading: string][] = [
  ['/', appText.landingGreeting],
  ['/adminlanding', appText.chooserTitle],
  ['/login/reception', `${appText.loginTo} ${stationTitles.reception}`],
  ['/login/Research', `${appText.loginTo} ${stationTitles.research}`],
  ['/reception/landing/AddnewClient/nationalCode', appText.intakeStepper[0]],
];

// What each library leaves in a chunk: emotion's style tags, MUI's class names, Dexie's errors,
// TanStack Router's root route id.
const markers = {
  emotion: /data-emotion/,
  mui: /["'`]Mui[A-Z]/,
  dexie: /DatabaseClosedError/,
  router: /__root__/,
};
const chunkText = (path: string) => readFileSync(`dist${path}`, 'utf8');
const holding = (paths: Iterable<string>, marker: RegExp) => [...paths].filter((path) => marker.test(chunkText(path)));

/** The app's scripts the page asks for, from now on. */
function recordScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === server.url && url.pathname.endsWith('.js') && url.pathname !== '/sw.js') scripts.add(url.pathname);
  });
  return scripts;
}

describe('no MUI on the public pages', () => {
  test('the markers are real: the build has chunks with each of them', () => {
    const all = readdirSync('dist/assets').filter((file) => file.endsWith('.js')).map((file) => `/assets/${file}`);
    for (const marker of Object.values(markers)) expect(holding(all, marker).length).toBeGreaterThan(0);
  });

  test('the first route (landing, then a sign-in page) loads no MUI, emotion, Dexie or router chunk', async () => {
    const browser = await launchBrowser();
    try {
      const { page } = browser;
      const scripts = recordScripts(page);
      for (const [path, heading] of [['/', appText.landingGreeting], ['/login/reception', `${appText.loginTo} ${stationTitles.reception}`]]) {
        await page.goto(server.url + path, { waitUntil: 'networkidle' });
        await page.getByRole('button', { name: appText.login, exact: true }).or(page.getByRole('link', { name: appText.landingAdmin })).first().waitFor();
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
        expect(await page.locator('[class*="Mui"], style[data-emotion]').count(), path).toBe(0);
      }
      expect(scripts.size).toBeGreaterThan(0);
      expect(holding(scripts, markers.emotion)).toEqual([]);
      expect(holding(scripts, markers.mui)).toEqual([]);
      expect(holding(scripts, markers.dexie)).toEqual([]);
      expect(holding(scripts, markers.router)).toEqual([]);
      expect(browser.pageErrors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test('the chooser and the kiosk\'s first step (a kiosk and a tablet that is not one) load no MUI or emotion', async () => {
    const browser = await launchBrowser();
    try {
      const { page } = browser;
      const scripts = recordScripts(page);
      await page.goto(`${server.url}/adminlanding`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: stationTitles.research }).waitFor();
      await page.goto(`${server.url}/reception/landing/AddnewClient/nationalCode`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: appText.backHome }).waitFor(); // not a kiosk: says so
      // A real kiosk token: the kiosk unlocks its own key with it before the first step shows.
      const token = await issuedKioskToken(server);
      await page.evaluate((kiosk) => localStorage.setItem('kiosk', JSON.stringify({ token: kiosk, deviceName: 'ورودی', expiresAt: Date.now() + 3600000 })), token);
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('button', { name: kioskText.check }).click(); // empty: the check digit's message
      await page.getByRole('button', { name: kioskText.leaveKiosk }).click();
      await page.getByRole('dialog').getByLabel(appText.userName).waitFor();
      expect(await page.locator('[class*="Mui"], style[data-emotion]').count()).toBe(0);
      expect(holding(scripts, markers.emotion)).toEqual([]);
      expect(holding(scripts, markers.mui)).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

/** `work` in a browser that has installed the app (its service worker holds the precache) and
 *  then lost the network; no page error along the way. */
async function installedOffline(work: (browser: TestBrowser) => Promise<void>): Promise<void> {
  const browser = await launchBrowser();
  try {
    await browser.page.goto(`${server.url}/`);
    await waitForServiceWorker(browser.page);
    await browser.context.setOffline(true);
    await work(browser);
    expect(browser.pageErrors).toEqual([]);
  } finally {
    await browser.close();
  }
}

describe('the static shells', () => {
  test("index.html's own markup holds the landing's heading and its two links", () => {
    const html = readFileSync('dist/index.html', 'utf8');
    const shell = html.slice(html.indexOf('<div id="shell">'), html.indexOf('<div id="root">'));
    expect(shell).toContain(`<h1 class="pl-title">${appText.landingGreeting}</h1>`);
    expect(shell).toContain('href="/adminlanding"');
  });

  test('each public page\'s HTML asks for the Vazirmatn of its text and headings itself, beside its stylesheet', async () => {
    // Asked for only once the stylesheet was read and the page styled, the fonts came after the
    // first paint: the shell drew in the fallback, and the app's takeover drew the same text
    // larger in Vazirmatn, a new largest paint (Lighthouse's LCP at the takeover).
    const browser = await launchBrowser();
    try {
      const { page, context } = browser;
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const asked = new Map<string, string | undefined>();
      cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
        const weight = /vazirmatn-arabic-(\d00)-normal/.exec(request.url)?.[1];
        if (weight) asked.set(weight, initiator.url);
      });
      for (const path of ['/', '/login/reception', '/adminlanding']) {
        asked.clear();
        await page.goto(server.url + path, { waitUntil: 'load' });
        const pageUrl = page.url();
        expect(asked.get('400'), path).toBe(pageUrl);
        expect(asked.get('700'), path).toBe(pageUrl);
      }
      expect(browser.pageErrors).toEqual([]);
    } finally {
      await browser.close();
    }
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

  test('a staff member\'s dark theme paints each shell dark before the app\'s script has come, under the server\'s CSP', async () => {
    const browser = await launchBrowser();
    try {
      const { page } = browser;
      // The app's modules never come: what is painted is the HTML's own doing.
      await page.route(/\/assets\/.*\.js$/, () => undefined);
      await page.addInitScript({ content: `document.addEventListener('securitypolicyviolation', (e) => (window.__refused ??= []).push(e.violatedDirective));` });
      for (const [mode, background] of [['dark', 'rgb(18, 18, 18)'], ['light', 'rgb(247, 244, 246)']] as const) {
        await page.goto(`${server.url}/favicon.svg`);
        await page.evaluate(({ key, choice }) => localStorage.setItem(key, choice), { key: themeKey, choice: mode });
        for (const [path] of shellHeadings) {
          await page.goto(server.url + path, { waitUntil: 'commit' });
          await page.locator('#shell h1').waitFor();
          // The stylesheet blocks the first paint, not the DOM: read the colours once it is in,
          // as the browser paints them (under load the heading came first, and read unstyled).
          await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null));
          const painted = await page.evaluate(() => ({
            theme: document.documentElement.dataset.theme,
            background: getComputedStyle(document.body).backgroundColor,
            refused: (window as unknown as { __refused?: string[] }).__refused ?? [],
          }));
          expect(painted, `${mode} ${path}`).toEqual({ theme: mode, background, refused: [] });
        }
      }
    } finally {
      await browser.close();
    }
  });

  test('a person types into the sign-in form before the app\'s script has come, presses «ورود», and is signed in once it comes', async () => {
    const browser = await launchBrowser();
    try {
      const { page } = browser;
      // The app's modules held back until the person has typed and pressed: a slow cold start.
      let releaseScripts!: () => void;
      const scriptsHeld = new Promise<void>((resolve) => { releaseScripts = resolve; });
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => { if (frame === page.mainFrame()) navigations.push(frame.url()); });
      await page.goto(`${server.url}/login/reception`, { waitUntil: 'commit' });
      await page.locator('#shell').getByLabel(appText.userName, { exact: true }).waitFor();
      await page.locator('#shell').getByLabel(appText.userName, { exact: true }).pressSequentially('reception');
      await page.locator('#shell').getByLabel(appText.password, { exact: true }).pressSequentially('demo1234');
      await page.keyboard.press('Enter');
      await page.waitForTimeout(300); // what a submit that left the page would have done by now
      expect(navigations.every((url) => !url.includes('?')), navigations.join(' ')).toBe(true); // no password in a URL
      expect(await page.locator('#shell form[data-submitted]').count()).toBe(1);

      releaseScripts();
      await page.waitForURL('**/v2/reception/clientManagment');
      await page.getByRole('heading', { name: 'مدیریت مراجعه کنندگان' }).waitFor();
      expect(browser.pageErrors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test('offline, each public page draws a frame with its heading before any of the app\'s modules is in the page, and the app then takes over', async () => {
    await installedOffline(async ({ page }) => {
      // From the start of each document: when a frame began with the shell's heading in it, and
      // when the first module script came into the page (parsed from the HTML, or added by a script).
      await page.addInitScript({
        content: `(() => {
          const order = (window.__order = []);
          new MutationObserver((records) => {
            for (const r of records) for (const node of r.addedNodes) {
              if (node.tagName === 'SCRIPT' && node.type === 'module' && !order.includes('module')) order.push('module');
            }
          }).observe(document, { childList: true, subtree: true });
          const frame = () => {
            if (document.querySelector('#shell h1')) {
              order.push('frame');
              window.__frameTheme = document.documentElement.dataset.theme;
            }
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        })();`,
      });
      for (const [path, heading] of shellHeadings) {
        await page.goto(server.url + path);
        await page.waitForFunction(() => !document.getElementById('shell'));
        expect(await page.evaluate(() => (window as unknown as { __order: string[] }).__order), path).toEqual(['frame', 'module']);
        // The service worker's copy of the page keeps the CSP that lets its theme script run.
        expect(await page.evaluate(() => (window as unknown as { __frameTheme?: string }).__frameTheme), path).toBe('light');
        await page.getByRole('heading', { name: heading }).waitFor();
      }
    });
  });

  test('offline, the service worker answers each public page with its own shell', async () => {
    await installedOffline(async ({ page, context }) => {
      for (const [path, heading] of shellHeadings) {
        const response = await page.goto(server.url + path);
        expect(response?.fromServiceWorker(), path).toBe(true);
        expect(await response?.text(), path).toContain(`${heading}</h1>`);
        await page.getByRole('heading', { name: heading }).waitFor();
      }
      const app = await page.goto(`${server.url}/v2/reception/clientManagment`);
      // Its only heading is the plain-HTTP notice's, hidden in a secure context (index.html #insecure).
      expect((await app?.text())?.split('<div id="insecure"')[0]).not.toContain('<h1');
      await context.setOffline(false);
    });
  });
});
