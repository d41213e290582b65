// The set-up every e2e file shares: the built app served by a real server on a fresh data folder,
// Debian's Chromium on a fresh profile (browser.ts), both closed after the file's tests.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startTestServer, type TestServer, type TestServerOptions } from '../server/harness';
import { launchBrowser, openBrowsers, screenshot, type LaunchOptions, type TestBrowser } from './browser';
import { pageState } from './page-state';
import { clinicLanOnLoopback, homeTrusting } from './trusted-ca';

export interface E2eOptions {
  /** The server's options; a function when they depend on what an earlier beforeAll started
   *  (a fake SMS provider's address). */
  server?: TestServerOptions | (() => TestServerOptions);
  /** The file's browser; false when its tests launch (and close) their own. */
  browser?: LaunchOptions | false;
  /** Serve HTTPS for clinic.lan as a clinic's server does: the browser resolves clinic.lan to
   *  loopback and trusts the server's own authority, as a tablet set up by the clinic does. */
  clinicLan?: boolean;
}

export interface E2e {
  server: TestServer;
  /** Undefined with `browser: false`. */
  browser: TestBrowser;
  /** With `clinicLan`: the HOME whose certificate store trusts the server's authority (for more
   *  browsers a test launches). */
  trust?: ReturnType<typeof homeTrusting>;
}

/** Registers the file's beforeAll/afterAll; `started` receives the server and browser once they
 *  run (and may do the file's own set-up after them). The object returned fills in then too. */
export function e2eForFile(options: E2eOptions = {}, started?: (e2e: E2e) => unknown): E2e {
  const e2e = {} as E2e;
  beforeAll(async () => {
    if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npx vite build` first');
    const serverOptions = typeof options.server === 'function' ? options.server() : options.server;
    e2e.server = await startTestServer(options.clinicLan ? { httpsPort: 0, port: 0, tlsHosts: 'clinic.lan', ...serverOptions } : serverOptions);
    let launch = options.browser;
    if (options.clinicLan) {
      e2e.trust = homeTrusting(join(e2e.server.dataDir, 'tls', 'ca.crt.pem'));
      launch = launch === false ? false : { ...launch, env: { HOME: e2e.trust.home, ...launch?.env }, args: [clinicLanOnLoopback, ...(launch?.args ?? [])] };
    }
    if (launch !== false) e2e.browser = await launchBrowser(launch);
    await started?.(e2e);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') task.result.errors?.push({ message: await describeOpenPages(task.name), name: 'PageState' });
  });
  afterAll(async () => {
    await e2e.browser?.close();
    await e2e.server?.close();
    e2e.trust?.remove();
  });
  return e2e;
}

/** A failed test's open pages, for its failure's message: where each stood and what it threw, and
 *  a screenshot of each in test-results/failed-*.png. */
async function describeOpenPages(testName: string): Promise<string> {
  const pages = [...openBrowsers].flatMap((browser) => browser.context.pages().map((page) => ({ page, errors: browser.pageErrors })));
  const described = await Promise.all(pages.map(async ({ page, errors }, index) => {
    await screenshot(page, `failed-${testName.slice(0, 60)}-${index}`).catch(() => {});
    return { ...(await pageState(page)), pageErrors: errors.slice(-3) };
  }));
  return `the pages then: ${JSON.stringify(described)}`;
}
