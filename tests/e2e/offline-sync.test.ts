// Offline, then online, end to end in Chromium: sign in at reception, switch the network off, register a
// client with a photo through the reception screens, reload (still offline: the data is there),
// sign out and in again offline (the tablet's verifier), switch the network on: the sync centre
// asks for one online sign-in, the status chip goes to zero and the server has the client and photo.
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { messages } from '../../src/domain/messages';
import { receptionText } from '../../src/domain/reception-text';
import { appText } from '../../src/domain/stations';
import { syncText } from '../../src/domain/sync-labels';
import type { TestServer } from '../server/harness';
import { screenshot, waitForServiceWorker, type TestBrowser } from './browser';
import { e2eForFile } from './fixture';
import { addIdentityPhoto, fillStepOne, pngImage, signInAt } from './reception-helpers';

let server: TestServer;
let browser: TestBrowser;

e2eForFile({}, (e2e) => ({ server, browser } = e2e));

const nationalCode = '0012345679'; // a valid Iranian check digit

/** Rows of one Dexie table, read with the raw IndexedDB API in the page. */
function countRows(page: Page, table: string): Promise<number> {
  return page.evaluate((name) => new Promise<number>((resolve, reject) => {
    const open = indexedDB.open('clinic');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const request = open.result.transaction(name).objectStore(name).count();
      request.onsuccess = () => {
        open.result.close();
        resolve(request.result);
      };
    };
  }), table);
}

const chip = (page: Page) => page.getByTestId('sync-status-chip');

async function api<T>(token: string, path: string, init: RequestInit = {}): Promise<{ status: number; result: T }> {
  const response = await fetch(`${server.apiUrl}${path}`, {
    ...init, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
  });
  return { status: response.status, result: ((await response.json()) as { result: T }).result };
}

async function registerClientWithPhoto(page: Page): Promise<void> {
  await fillStepOne(page, {
    firstName: 'زهرا', lastName: 'کریمی', fatherName: 'حسن', nationalCode, birthCertificateNumber: '5678',
    birthDay: '1365/06/15', childNumber: '1', phoneNumber: '09351234567', address: 'شیراز',
  });
  await page.getByRole('button', { name: receptionText.next }).click();
  await page.waitForURL('**/addClient/step2');
  await addIdentityPhoto(page, 'کارت ملی', pngImage(1200, 800, [20, 120, 90]));
}

describe('offline → online in a real browser', () => {
  test('offline intake with a photo survives a reload and an offline sign-in, then reaches the server', async () => {
    const { page, context } = browser;
    await signInAt(page, server.url, '/login/reception', 'reception', 'demo1234');
    await page.getByRole('heading', { name: 'مدیریت مراجعه کنندگان' }).waitFor();
    await waitForServiceWorker(page);
    // Online, nothing waits: the chip says so.
    await expect.poll(() => chip(page).getAttribute('aria-label')).toBe(syncText.chipLabel(true, 0));
    // The offline verifier is written just after the online sign-in.
    await expect.poll(() => countRows(page, 'offlineVerifiers'), { timeout: 20_000 }).toBe(1);

    await context.setOffline(true);
    await expect.poll(() => chip(page).getAttribute('data-online')).toBe('no');
    await registerClientWithPhoto(page);
    // The client's create and the photo's upload wait in the outbox; the chip counts them.
    await expect.poll(async () => Number(await chip(page).getAttribute('data-waiting'))).toBeGreaterThanOrEqual(2);
    const waitingBefore = Number(await chip(page).getAttribute('data-waiting'));

    // Reload with no network: the service worker serves the app, Dexie still holds the work.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await page.goto(`${server.url}/v2/reception/clientManagment`);
    await page.getByRole('row').filter({ hasText: 'زهرا کریمی' }).waitFor();
    await expect.poll(async () => Number(await chip(page).getAttribute('data-waiting'))).toBe(waitingBefore);

    // Sign out and back in without a network: a wrong password is refused, the right one works.
    // Signing out first says how much of this person's work stays here for their next sign-in.
    await page.getByRole('button', { name: appText.account }).click();
    await page.getByRole('button', { name: appText.logout }).click();
    const warning = page.getByRole('dialog', { name: syncText.signOutUnsent(waitingBefore) });
    await warning.waitFor();
    await screenshot(page, 'shared-tablet-sign-out-unsent');
    await warning.getByRole('button', { name: appText.confirm }).click();
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/login/reception`);
    await page.getByLabel(appText.userName, { exact: true }).fill('reception');
    await page.getByLabel(appText.password, { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: appText.login, exact: true }).click();
    await page.getByRole('alert').getByText(messages.wrongCredentials).waitFor({ timeout: 20_000 });
    await page.getByLabel(appText.password, { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: appText.login, exact: true }).click();
    await page.waitForURL('**/v2/reception/clientManagment', { timeout: 20_000 });
    await page.getByRole('row').filter({ hasText: 'زهرا کریمی' }).waitFor();
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('token'), auth: JSON.parse(localStorage.getItem('auth') ?? 'null') }));
    expect(stored).toMatchObject({ token: null, auth: { role: 'Reception', offline: true } });
    // An offline session cannot send: the chip says a sign-in is needed.
    await expect.poll(() => chip(page).innerText()).toContain(syncText.chipNeedsSignIn);

    // The network returns (through the app's own 'online' path: setOffline does not reach the
    // service worker). The sync centre, opened from the chip, lists the entries in Persian and
    // asks for one online sign-in; nothing is lost meanwhile.
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await chip(page).click();
    await page.waitForURL('**/v2/reception/sync');
    await page.getByRole('heading', { name: appText.syncCentre, level: 1 }).waitFor();
    await page.getByText(syncText.needsSignIn).waitFor();
    const createCard = page.getByRole('listitem', { name: 'ثبت مراجعه کننده جدید، زهرا کریمی' });
    await createCard.waitFor();
    expect(await createCard.innerText()).toMatch(/[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2} ساعت [۰-۹]{2}:[۰-۹]{2}/);
    await page.getByRole('listitem', { name: 'بارگذاری تصویر مدرک، زهرا کریمی' }).waitFor();
    await screenshot(page, 'offline-sync-needs-sign-in');
    expect(await countRows(page, 'outbox')).toBeGreaterThanOrEqual(waitingBefore);

    await page.getByLabel(appText.userName, { exact: true }).fill('reception');
    await page.getByLabel(appText.password, { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: appText.login, exact: true }).click();

    // The engine resumes: the chip goes to zero and the receipt says all is on the server.
    await expect.poll(() => chip(page).getAttribute('aria-label'), { timeout: 60_000 }).toBe(syncText.chipLabel(true, 0));
    await page.getByText(syncText.allOnServer).waitFor();
    await expect.poll(() => page.getByText(syncText.needsSignIn).count()).toBe(0);
    await screenshot(page, 'offline-sync-all-on-server');

    // The server holds exactly one such client, with its photo.
    const token = await server.login('reception', 'demo1234');
    const found = await api<{ id: number }>(token, 'Client/search', { method: 'POST', body: JSON.stringify({ nationalCode }) });
    expect(found.status).toBe(200);
    const client = await api<Record<string, unknown>>(token, `Client/${found.result.id}`);
    expect(client.result).toMatchObject({ firstName: 'زهرا', lastName: 'کریمی', nationalCode, birthDay: '1986-09-06', isScreening: true });
    const documents = await api<Array<{ documentTypes: number }>>(token, `client/documentlist/${found.result.id}`);
    expect(documents.result).toHaveLength(1);
    // Nothing twice: one client row made from this tablet's intake.
    const rows = await server.sql.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM clients WHERE data->>'lastName' = 'کریمی'`);
    expect(rows).toEqual([{ n: 1 }]);
    expect(browser.pageErrors).toEqual([]);
  });
});
