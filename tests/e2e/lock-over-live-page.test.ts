// Issue 38: a tablet locked over a live page shows the lock screen, never the router's error page.
// Reception registers a client offline and stays on the client list; the tablet idles into its
// lock (reception-helpers.ts screenBackOnAfter); then the store changes under the locked page, as it does when another tab or the service worker writes
// (Dexie tells every page of the origin through its BroadcastChannel). The list's live query runs
// again with the key gone; the page must keep the lock screen, and after the unlock the list is
// there again. Then the same over a half-filled form, which must be there after the unlock (the
// form page itself reads nothing sealed live: that part held before the fix too).
import { describe, expect, test } from 'vitest';
import { lockText } from '../../src/domain/lock-text';
import { messages } from '../../src/domain/messages';
import { clientFieldLabels as L, receptionText } from '../../src/domain/reception-text';
import { nationalCode as validNationalCode } from '../server/fixtures';
import type { TestServer } from '../server/harness';
import { waitForServiceWorker, type TestBrowser } from './browser';
import { e2eForFile } from './fixture';
import { pngImage, registerWithIdCard, screenBackOnAfter, signInAt, unlockOnLockScreen } from './reception-helpers';

let server: TestServer;
let browser: TestBrowser;

e2eForFile({}, (e2e) => ({ server, browser } = e2e));

describe('the lock over a live page', () => {
  test('the store changes while the tablet is idle-locked: the lock screen stays, the list comes back after the unlock', async () => {
    const { page, context } = browser;
    await page.goto(`${server.url}/favicon.svg`);
    await page.evaluate(() => localStorage.setItem('lockAfterMinutes', '1'));
    await signInAt(page, server.url, '/login/reception', 'reception', 'demo1234');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await registerWithIdCard(page, 'سارا', validNationalCode(), pngImage(600, 400, [40, 120, 60]));

    await screenBackOnAfter(page, 2 * 60_000);
    const lockScreen = page.getByRole('dialog', { name: lockText.title });
    await lockScreen.waitFor();
    // Every live query of the page runs again, the key gone.
    await page.evaluate(() => new BroadcastChannel('x-storagemutated-1').postMessage({ all: true }));
    const errorPage = page.getByRole('heading', { name: messages.routerError });
    // An absence has no event to wait on: the reads answer in milliseconds (before the fix the
    // error page stood in place of the lock screen well within this second).
    await page.waitForFunction(() => new Promise((resolve) => setTimeout(() => resolve(true), 1_000)));
    expect(await errorPage.isVisible()).toBe(false);
    expect(await lockScreen.isVisible()).toBe(true);

    await unlockOnLockScreen(page, 'demo1234');
    await page.getByRole('row').filter({ hasText: 'سارا کاظمی' }).waitFor();

    // A half-filled form under the lock, the store changing: the form is there after the unlock.
    await page.getByRole('link', { name: receptionText.addClient }).click();
    await page.waitForURL('**/clientManagment/addClient');
    const firstName = page.getByRole('textbox', { name: new RegExp(`^${L.firstName}[\\s*]*$`) });
    await firstName.fill('نگار');
    await screenBackOnAfter(page, 2 * 60_000);
    await lockScreen.waitFor();
    await page.evaluate(() => new BroadcastChannel('x-storagemutated-1').postMessage({ all: true }));
    await page.waitForFunction(() => new Promise((resolve) => setTimeout(() => resolve(true), 1_000)));
    expect(await errorPage.isVisible()).toBe(false);
    await unlockOnLockScreen(page, 'demo1234');
    expect(await firstName.inputValue()).toBe('نگار');
    expect(browser.pageErrors).toEqual([]);
  });
});
