// The shared browser of the e2e suites: Debian's Chromium driven by playwright-core, a fresh
// profile each launch (so no service worker, storage or cache leaks between tests), and a
// screenshot helper writing under test-results/. Never downloads a browser.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { keyMessage } from '../../src/db/crypto/worker-key';

export const chromiumPath = '/usr/bin/chromium';

/** The flags of the team contract: without the background-networking ones Chromium tries to reach
 *  outside hosts, which this closed network refuses. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Headless Chromium still starts the omnibox popup's WebUI in a renderer of its own: a second of
  // CPU at every launch, on the 2 cores a cold start (bench) or a test shares with it.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

export interface TestBrowser {
  context: BrowserContext;
  page: Page;
  profileDir: string;
  /** Errors the page logged or threw, for assertions. */
  pageErrors: string[];
  close(): Promise<void>;
}

export interface LaunchOptions {
  viewport?: { width: number; height: number };
  /** Default 'fa-IR'. */
  locale?: string;
  /** 'block' keeps the service worker out, so page.route sees every request. */
  serviceWorkers?: 'allow' | 'block';
  /** false: what the HTML alone paints (the static shells). */
  javaScriptEnabled?: boolean;
  /** true: close() leaves the profile folder on disk (to scan what Chromium wrote); the caller
   *  deletes it. */
  keepProfile?: boolean;
  /** Launch on this existing profile (one a keepProfile browser left) instead of a fresh one. */
  profileDir?: string;
  /** Variables added to the browser's environment (HOME: where Chromium on Linux finds the NSS
   *  database of the certificates a person trusted, as a tablet trusts the clinic's). */
  env?: Record<string, string>;
  /** Flags after the team's (e.g. --host-resolver-rules to reach clinic.lan on loopback). */
  args?: string[];
}

/** The browsers launched and not yet closed: a failed test's pages are described from these
 *  (fixture.ts), whoever launched them. */
export const openBrowsers = new Set<TestBrowser>();

export async function launchBrowser(options: LaunchOptions = {}): Promise<TestBrowser> {
  if (!existsSync(chromiumPath)) throw new Error(`${chromiumPath} is missing: apt-get install -y chromium`);
  const profileDir = options.profileDir ?? mkdtempSync(join(tmpdir(), 'e2e-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumArgs, ...(options.args ?? [])],
    ...(options.env ? { env: { ...process.env, ...options.env } as Record<string, string> } : {}),
    viewport: options.viewport ?? { width: 1280, height: 800 },
    locale: options.locale ?? 'fa-IR',
    serviceWorkers: options.serviceWorkers ?? 'allow',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  if (process.env.E2E_CONSOLE) page.on('console', (message) => void Promise.all(message.args().map((arg) => arg.evaluate((x) => (x instanceof Error ? x.stack : String(x))).catch(() => '?'))).then((texts) => console.log('[page]', message.type(), texts.join(' '))));
  const browser: TestBrowser = {
    context,
    page,
    profileDir,
    pageErrors,
    async close() {
      openBrowsers.delete(browser);
      await context.close().catch(() => {});
      if (!options.keepProfile) rmSync(profileDir, { recursive: true, force: true });
    },
  };
  openBrowsers.add(browser);
  return browser;
}

/** Saves a full-page PNG as test-results/{name}.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync('test-results', { recursive: true });
  const path = join('test-results', `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Resolves once a service worker controls the page (after the first visit's install). */
export async function waitForServiceWorker(page: Page, timeoutMs = 30_000): Promise<void> {
  const controlled = async () => {
    if (!('serviceWorker' in navigator)) return false;
    await Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 1000))]);
    return navigator.serviceWorker.controller !== null;
  };
  await pollInPage(page, controlled, '', timeoutMs, 'no service worker took control of the page').catch(async (error: unknown) => {
    // Say where the worker stood: never registered, still installing, failed (no worker left), or
    // active while this page stayed uncontrolled.
    const states = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration ? { installing: registration.installing?.state, waiting: registration.waiting?.state, active: registration.active?.state } : 'no registration';
    }).catch(() => 'the page could not be read');
    throw new Error(`${(error as Error).message}: ${JSON.stringify(states)}`, { cause: error });
  });
}

/** Resolves once the service worker holds the tablet's data key: a page opened next
 *  (a goto, a reload) then opens unlocked. On a profile's first visit the worker may still be
 *  installing when the sign-in ends; the page gives it the key once it takes control. */
export async function waitForKeyInWorker(page: Page, timeoutMs = 30_000): Promise<void> {
  await waitForServiceWorker(page, timeoutMs);
  const held = (ask: string) => new Promise<boolean>((resolve) => {
    const controller = navigator.serviceWorker.controller;
    if (!controller) return resolve(false);
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ key: Uint8Array | null }>) => resolve(event.data.key !== null);
    controller.postMessage({ type: ask }, [channel.port2]);
    setTimeout(() => resolve(false), 1000);
  });
  await pollInPage(page, held, keyMessage.ask, timeoutMs, 'the service worker never held the data key');
}

/** Polls an async check in the page until it answers true (page.waitForFunction would take the
 *  check's promise itself for a true answer). */
export async function pollInPage(page: Page, check: (arg: string) => Promise<boolean>, arg: string, timeoutMs: number, what: string): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 250))) {
    if (await page.evaluate(check, arg)) return;
  }
  throw new Error(`timed out: ${what}`);
}
