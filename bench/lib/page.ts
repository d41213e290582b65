// Opens the bench page (bench/page, built beside the app) in Debian's Chromium.
import type { Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from '../../tests/e2e/browser';

export interface BenchPage {
  browser: TestBrowser;
  page: Page;
}

export async function openBenchPage(origin: string): Promise<BenchPage> {
  const browser = await launchBrowser();
  const page = browser.page;
  await page.goto(`${origin}/bench/index.html`);
  await page.waitForFunction(() => document.title === 'bench ready', undefined, { timeout: 60_000 });
  return { browser, page };
}
