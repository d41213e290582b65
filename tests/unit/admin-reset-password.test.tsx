// @vitest-environment jsdom
// SuperAdmin resets a staff member's password from the admins list, against a
// real server: a mismatched or short password is told in Persian and changes nothing; a good one
// is set, the member's session ends and the new password signs in.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { configureApi } from '../../src/api/client';
import { accountText } from '../../src/domain/account-text';
import { messages } from '../../src/domain/messages';
import { adminText } from '../../src/domain/reception-text';
import { AdminList } from '../../src/features/admins/admin-list';
import { useToastStore } from '../../src/ui/toast-store';
import { renderInRouter, toastMessages } from './reception-harness';
import { startServerProcess, type ServerProcess } from './server-process';

let server: ServerProcess;
let adminToken: string;

const login = (userName: string, password: string) => fetch(`${server.apiUrl}Account/login`, {
  method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName, password }),
});
const tokenOf = async (userName: string, password: string) => ((await (await login(userName, password)).json()) as { result: { token: string } }).result.token;
const listStatus = async (token: string) => (await fetch(`${server.apiUrl}client/6/1`, { headers: { Authorization: `Bearer ${token}` } })).status;

beforeAll(async () => {
  server = await startServerProcess();
  adminToken = await tokenOf('SuperAdmin', 'superadmin1234');
  configureApi({ baseUrl: server.apiUrl, getToken: () => adminToken, onUnauthorized: () => {} });
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

test('a new password for a staff member, with Persian messages for bad input', { timeout: 60_000 }, async () => {
  const helperToken = await tokenOf('helper', 'demo1234');
  useToastStore.setState({ toasts: [] });
  await renderInRouter(() => <AdminList title="ادمین‌ها" crumbs={[]} addLink={{ to: '/v2/$area/adminManagment/addAdmin', params: { area: 'superAdmin' } }} kioskLink={{ to: '/v2/$area/adminManagment/kioskDevices', params: { area: 'superAdmin' } }}
    smsTemplatesLink={{ to: '/v2/$area/adminManagment/smsTemplates', params: { area: 'superAdmin' } }} />);
  const table = await screen.findByRole('table', { name: adminText.adminsTable });
  fireEvent.click(await within(table).findByRole('button', { name: accountText.resetPasswordOf('helper') }));
  const dialog = await screen.findByRole('dialog', { name: accountText.resetPasswordOf('helper') });
  expect(within(dialog).getByText(accountText.resetExplained)).toBeTruthy();
  const password = within(dialog).getByLabelText(new RegExp(`^${accountText.newPassword}`));
  const again = within(dialog).getByLabelText(new RegExp(`^${accountText.rePassword}`));
  const submit = within(dialog).getByRole('button', { name: adminText.submit });

  fireEvent.change(password, { target: { value: 'abc' } });
  fireEvent.change(again, { target: { value: 'abd' } });
  fireEvent.click(submit);
  expect(await within(dialog).findByText(messages.passwordMin)).toBeTruthy();
  expect(within(dialog).getByText(messages.passwordMismatch)).toBeTruthy();
  expect(await listStatus(helperToken)).toBe(200);

  fireEvent.change(password, { target: { value: 'set-by-admin-1' } });
  fireEvent.change(again, { target: { value: 'set-by-admin-1' } });
  fireEvent.click(submit);
  await waitFor(() => expect(toastMessages()).toContain(accountText.passwordReset));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await listStatus(helperToken)).toBe(401);
  expect((await login('helper', 'demo1234')).status).toBe(400);
  expect((await login('helper', 'set-by-admin-1')).status).toBe(200);
});
