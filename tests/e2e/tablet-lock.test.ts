// The lock in a real browser: the idle limit (set to seconds on this tablet)
// locks every open tab at once and takes the key from the service worker; the lock screen covers
// a half-filled form, which is there again after the password; an unlock in one tab unlocks the
// other; a reload while unlocked needs no password (the worker's copy).
import { describe, expect, test } from 'vitest';
import { lockText } from '../../src/domain/lock-text';
import { clientFieldLabels as L, receptionText } from '../../src/domain/reception-text';
import { appText } from '../../src/domain/stations';
import type { TestServer } from '../server/harness';
import { waitForServiceWorker, type TestBrowser } from './browser';
import { e2eForFile } from './fixture';
import { signInAt } from './reception-helpers';

let server: TestServer;
let browser: TestBrowser;

e2eForFile({}, (e2e) => ({ server, browser } = e2e));

describe('the lock', () => {
  test('idle, every tab locks over its form; the password brings the form back, in both tabs', async () => {
    const { page, context } = browser;
    await page.goto(`${server.url}/favicon.svg`);
    await page.evaluate(() => localStorage.setItem('lockAfterMinutes', String(5 / 60))); // 5 s on this tablet
    await signInAt(page, server.url, '/login/reception', 'reception', 'demo1234');
    await page.getByRole('heading', { name: 'مدیریت مراجعه کنندگان' }).waitFor();
    await waitForServiceWorker(page);
    // A reload while unlocked: the worker's copy of the key, no password.
    await page.reload();
    await page.getByRole('heading', { name: 'مدیریت مراجعه کنندگان' }).waitFor();
    expect(await page.getByRole('dialog', { name: lockText.title }).count()).toBe(0);

    const other = await context.newPage();
    await other.goto(`${server.url}/v2/reception/clientManagment`);
    await other.getByRole('heading', { name: 'مدیریت مراجعه کنندگان' }).waitFor();

    await page.bringToFront();
    await page.getByRole('link', { name: receptionText.addClient }).click();
    await page.waitForURL('**/clientManagment/addClient');
    const firstName = page.getByRole('textbox', { name: new RegExp(`^${L.firstName}[\\s*]*$`) });
    await firstName.fill('نگار');

    // Hands off: both tabs lock, and what was typed is out of sight and out of reach.
    const lockScreen = page.getByRole('dialog', { name: lockText.title });
    await lockScreen.waitFor({ timeout: 30_000 });
    await other.getByRole('dialog', { name: lockText.title }).waitFor({ timeout: 30_000 });
    expect(await firstName.count()).toBe(0); // inert under the lock, hidden from the accessibility tree
    expect(await page.locator('body').innerText()).not.toContain('نگار');

    await lockScreen.getByLabel(appText.password).fill('wrong-one');
    await lockScreen.getByRole('button', { name: lockText.unlock }).click();
    await lockScreen.getByText(lockText.wrongPassword).waitFor({ timeout: 20_000 });
    await lockScreen.getByLabel(appText.password).fill('demo1234');
    await lockScreen.getByRole('button', { name: lockText.unlock }).click();
    await lockScreen.waitFor({ state: 'detached', timeout: 20_000 });
    expect(await firstName.inputValue()).toBe('نگار');
    // The other tab took the key from the worker.
    await other.getByRole('dialog', { name: lockText.title }).waitFor({ state: 'detached', timeout: 20_000 });
    await other.close();
    expect(browser.pageErrors).toEqual([]);
  });
});
