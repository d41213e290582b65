// A SuperAdmin adds an admin (the 000 §5 rules on the way) and deletes it, and
// cannot delete SuperAdmin; the server agrees at each step.
import { describe, expect, test } from 'vitest';
import { messages } from '../../src/domain/messages';
import { adminText } from '../../src/domain/reception-text';
import { superAdminPassword, type TestServer } from '../server/harness';
import type { TestBrowser } from './browser';
import { e2eForFile } from './fixture';
import { screenshotBothThemes, signInAt } from './reception-helpers';

let server: TestServer;
let browser: TestBrowser;

e2eForFile({}, (e2e) => ({ server, browser } = e2e));

async function userNames(): Promise<string[]> {
  const token = await server.login('SuperAdmin', superAdminPassword);
  const response = await fetch(`${server.apiUrl}Account/users`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { result: { userName: string }[] }).result.map((u) => u.userName);
}

describe('admin management', () => {
  test('add an admin with the rules, delete it, SuperAdmin has no delete', async () => {
    const { page } = browser;
    const field = (label: string) => page.getByLabel(new RegExp(`^${label}[\\s*]*$`));
    await signInAt(page, server.url, '/login/admin', 'SuperAdmin', superAdminPassword);
    await page.goto(`${server.url}/v2/superAdmin/adminManagment`);
    await page.getByRole('heading', { name: 'مدیریت ادمین ها' }).waitFor();
    const table = page.getByRole('table', { name: adminText.adminsTable });
    await table.getByRole('cell', { name: 'SuperAdmin', exact: true }).waitFor();
    expect(await table.getByRole('button', { name: `${adminText.delete} SuperAdmin` }).count()).toBe(0);
    expect(await table.getByRole('button', { name: `${adminText.delete} reception` }).count()).toBe(1);
    await screenshotBothThemes(page, 'reception-d-admin-list');

    await page.getByRole('link', { name: adminText.addAdmin }).click();
    await page.waitForURL('**/adminManagment/addAdmin');
    // Submit empty: every field's message, nothing sent.
    await page.getByRole('button', { name: adminText.submit }).click();
    for (const message of [messages.adminNameRequired, messages.adminLastNameRequired, messages.adminUserNameRequired,
      messages.adminStationRequired, messages.adminPasswordRequired, messages.adminRePasswordRequired]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await field(adminText.firstName).fill('سارا');
    await field(adminText.lastName).fill('کریمی');
    await field(adminText.userName).fill('sara');
    await field(adminText.station).selectOption({ label: 'پذیرش' });
    await field(adminText.password).fill('12345');
    await field(adminText.password).blur();
    await page.getByText(messages.passwordMin).waitFor();
    await field(adminText.password).fill('sara-pass-1');
    await field(adminText.rePassword).fill('sara-pass-2');
    await field(adminText.rePassword).blur();
    await page.getByText(messages.passwordMismatch).waitFor();
    expect(await userNames()).not.toContain('sara');
    await field(adminText.rePassword).fill('sara-pass-1');
    await page.getByRole('button', { name: adminText.submit }).click();

    await page.waitForURL('**/v2/superAdmin/adminManagment');
    await page.getByText(messages.adminCreated).waitFor();
    await table.getByRole('cell', { name: 'sara', exact: true }).waitFor();
    expect(await userNames()).toContain('sara');
    expect(await server.login('sara', 'sara-pass-1')).toBeTruthy();

    await table.getByRole('button', { name: `${adminText.delete} sara` }).click();
    await page.getByText(messages.confirmDelete).waitFor();
    await page.getByRole('button', { name: 'تایید' }).click();
    await page.getByText(messages.adminDeleted).waitFor();
    await table.getByRole('cell', { name: 'sara', exact: true }).waitFor({ state: 'detached' });
    expect(await userNames()).not.toContain('sara');
    expect(await userNames()).toContain('SuperAdmin');
    expect(browser.pageErrors).toEqual([]);
  });
});
