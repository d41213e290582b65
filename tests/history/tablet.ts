// One tablet of the proof by history: a real Chromium with the real app and its service worker,
// signed in at reception through the login page, driven through the screens.
import type { Page } from 'playwright-core';
import { receptionText } from '../../src/domain/reception-text';
import { launchBrowser, screenshot, waitForServiceWorker, type TestBrowser } from '../e2e/browser';
import { fillStepOne, signInAt } from '../e2e/reception-helpers';

export interface Tablet { name: string; browser: TestBrowser; page: Page; /** Who is signed in at it. */ user: string }

export const listPath = '/v2/reception/clientManagment';

export async function openTablet(name: string, origin: string): Promise<Tablet> {
  const browser = await launchBrowser();
  await signInAt(browser.page, origin, '/login/reception', 'reception', 'demo1234');
  await browser.page.getByRole('heading', { name: 'مدیریت مراجعه کنندگان' }).waitFor();
  await waitForServiceWorker(browser.page);
  return { name, browser, page: browser.page, user: 'reception' };
}

/** Registers a client through the three steps; resolves once the list shows it (what the person
 *  takes as saved). */
export async function registerOnScreens(tablet: Tablet, origin: string, lastName: string, nationalCode: string): Promise<void> {
  const { page } = tablet;
  if (!page.url().endsWith(listPath)) await page.goto(`${origin}${listPath}`);
  await fillStepOne(page, {
    firstName: 'مریم', lastName, fatherName: 'علی', nationalCode, birthCertificateNumber: '1234',
    birthDay: '1369/01/01', childNumber: '1', phoneNumber: '09121234567', address: 'تهران',
  });
  await page.getByRole('button', { name: receptionText.next }).click();
  await page.waitForURL('**/addClient/step2');
  await page.getByRole('button', { name: receptionText.next }).click();
  await page.waitForURL('**/addClient/step3');
  await page.getByRole('button', { name: receptionText.submit }).click();
  await page.waitForURL(`**${listPath}`);
  await page.getByRole('row').filter({ hasText: lastName }).waitFor();
}

/** The tab dies as the push may be under way: closed at once, a new tab opened on the list. */
export async function closeTabMidPush(tablet: Tablet, origin: string): Promise<void> {
  await tablet.page.close({ runBeforeUnload: false });
  tablet.page = await tablet.browser.context.newPage();
  await tablet.page.goto(`${origin}${listPath}`);
}

/** What waits in the tablet's outbox (the status chip's count). */
export async function waitingOf(tablet: Tablet): Promise<number> {
  return Number(await tablet.page.getByTestId('sync-status-chip').getAttribute('data-waiting'));
}

/** The run's last names the tablet's list screen shows: the table's first page (6 rows) and the
 *  card of today's clients beside it, which lists every client registered today (a run's all). */
export async function keysShown(tablet: Tablet, prefix: string): Promise<string[]> {
  const text = await tablet.page.locator('body').innerText();
  return [...new Set(text.match(new RegExp(`${prefix}\\S+`, 'g')) ?? [])];
}

/** What the person sees, for a finding's report: the address, the chip, any alert; and a screenshot. */
export async function describeTablet(tablet: Tablet, label: string): Promise<string> {
  const { page } = tablet;
  const seen = await page.evaluate(() => ({
    url: location.pathname,
    chip: document.querySelector('[data-testid="sync-status-chip"]')?.getAttribute('aria-label') ?? null,
    alerts: [...document.querySelectorAll('[role="alert"], [role="status"], [role="dialog"]')].map((node) => node.textContent?.trim()).filter(Boolean),
  })).catch(() => 'the page could not be read');
  await screenshot(page, `history-${label}-${tablet.name}`).catch(() => {});
  return `${tablet.name} (${tablet.user}): ${JSON.stringify(seen)}`;
}
