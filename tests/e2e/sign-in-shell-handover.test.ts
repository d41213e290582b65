// A person types into a sign-in page's static shell before the app's script has come: when the
// app takes the form over, both fields keep what was typed (the user name vanished once while
// the password survived), the field being typed in keeps the focus and the caret, and «ورود»
// signs in with them. The app's modules are held back at the network until the typing is done.
import type { Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { appText } from '../../src/domain/stations';
import type { TestServer } from '../server/harness';
import type { TestBrowser } from './browser';
import { e2eForFile } from './fixture';

let server: TestServer;
let browser: TestBrowser;

e2eForFile({}, (e2e) => ({ server, browser } = e2e));

describe('the static sign-in form handed to the app', () => {
  test('a user name and a password typed before the script runs both survive, and sign in', async () => {
    const { page } = browser;
    const held: Route[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      held.push(route);
      await released;
      await route.continue();
    });
    await page.goto(`${server.url}/login/reception`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => document.querySelectorAll('script[type="module"]').length > 0); // start-app.js asked for the app
    expect(held.length).toBeGreaterThan(0);

    // Typed key by key, as a person does, into the shell's own form: the password first, then
    // the user name, still being typed as the app takes over.
    await page.locator('#shell input[id="sign-in-password"]').click();
    await page.keyboard.type('demo1234');
    await page.locator('#shell input[id="sign-in-user"]').click();
    await page.keyboard.type('recep');
    expect(await page.locator('#shell').count()).toBe(1); // still the shell: nothing of the app ran

    release();
    await page.locator('#shell').waitFor({ state: 'detached' });
    const userName = page.getByLabel(appText.userName, { exact: true });
    const password = page.getByLabel(appText.password, { exact: true });
    expect(await userName.inputValue()).toBe('recep');
    expect(await password.inputValue()).toBe('demo1234');
    // The field being typed in keeps the focus and the caret: the next keys go on where they were.
    expect(await page.evaluate(() => [document.activeElement?.id, (document.activeElement as HTMLInputElement).selectionStart]))
      .toEqual(['sign-in-user', 5]);
    await page.keyboard.type('tion');
    expect(await userName.inputValue()).toBe('reception');
    expect(await password.inputValue()).toBe('demo1234');

    await page.getByRole('button', { name: appText.login, exact: true }).click();
    await page.waitForURL(/\/v2\/reception\//);
    expect(browser.pageErrors).toEqual([]);
  });
});
