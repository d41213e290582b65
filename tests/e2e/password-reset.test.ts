// A password reset in a real Chromium: SuperAdmin sets a staff member's new
// password from the admins list on the same tablet the member used; once this tablet has talked
// to the server again, the member's old password no longer signs in offline, and after one
// online sign-in with the new password, offline sign-in works again.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { accountText } from '../../src/domain/account-text';
import { messages } from '../../src/domain/messages';
import { adminText } from '../../src/domain/reception-text';
import { appText } from '../../src/domain/stations';
import { syncText } from '../../src/domain/sync-labels';
import { superAdminPassword, type TestServer } from '../server/harness';
import { pollInPage, type TestBrowser } from './browser';
import { e2eForFile } from './fixture';
import { signInAt } from './reception-helpers';

let server: TestServer;
let browser: TestBrowser;

e2eForFile({}, (e2e) => ({ server, browser } = e2e));

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: appText.account }).click();
  await page.getByRole('button', { name: appText.logout }).click();
  await page.waitForURL(`${server.url}/`);
}

/** A sign-in with no network: where it ends (the station's page), or the message it shows. */
async function offlineSignIn(page: Page, password: string): Promise<string> {
  await page.goto(`${server.url}/login/helper`);
  await page.getByLabel(appText.userName, { exact: true }).fill('helper');
  await page.getByLabel(appText.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: appText.login, exact: true }).click();
  const shown = [syncText.offlineSignInUnavailable, messages.wrongCredentials];
  return Promise.race([
    page.waitForURL(/\/v2\//).then(() => 'signed in'),
    ...shown.map((text) => page.getByText(text).first().waitFor().then(() => text)),
  ]);
}

/** Whether this tablet keeps no offline verifier for the user (Dexie's table, read raw in the page). */
const noVerifier = (userName: string) => new Promise<boolean>((resolve) => {
  const open = indexedDB.open('clinic');
  open.onsuccess = () => {
    const read = open.result.transaction('offlineVerifiers').objectStore('offlineVerifiers').get(userName);
    read.onsuccess = () => {
      open.result.close();
      resolve(read.result === undefined);
    };
  };
});

describe('a staff member\'s password reset', () => {
  test('ends their offline sign-in on this tablet until they sign in online with the new one', async () => {
    const { page, context } = browser;
    await signInAt(page, server.url, '/login/helper', 'helper', 'demo1234');
    await signOut(page);
    await context.setOffline(true);
    expect(await offlineSignIn(page, 'demo1234')).toBe('signed in');
    await signOut(page);
    await context.setOffline(false);

    await signInAt(page, server.url, '/login/admin', 'SuperAdmin', superAdminPassword);
    await page.goto(`${server.url}/v2/superAdmin/adminManagment`);
    const table = page.getByRole('table', { name: adminText.adminsTable });
    await table.getByRole('button', { name: accountText.resetPasswordOf('helper') }).click();
    const dialog = page.getByRole('dialog', { name: accountText.resetPasswordOf('helper') });
    await dialog.getByLabel(new RegExp(`^${accountText.newPassword}[\\s*]*$`)).fill('helper-new-1');
    await dialog.getByLabel(new RegExp(`^${accountText.rePassword}[\\s*]*$`)).fill('helper-new-1');
    await dialog.getByRole('button', { name: adminText.submit }).click();
    await page.getByText(accountText.passwordReset).waitFor();
    // The tablet talks to the server again (here, opening the app afresh): its pull drops it.
    await page.reload();
    await pollInPage(page, noVerifier, 'helper', 30_000, 'the reset member\'s offline verifier stayed');
    await signOut(page);

    await context.setOffline(true);
    expect(await offlineSignIn(page, 'demo1234')).toBe(syncText.offlineSignInUnavailable);
    await context.setOffline(false);
    await signInAt(page, server.url, '/login/helper', 'helper', 'helper-new-1');
    await signOut(page);
    await context.setOffline(true);
    expect(await offlineSignIn(page, 'demo1234')).toBe(messages.wrongCredentials);
    expect(await offlineSignIn(page, 'helper-new-1')).toBe('signed in');
    await context.setOffline(false);
    expect(browser.pageErrors).toEqual([]);
  });
});
