// @vitest-environment jsdom
// Add admin and change password (000 §5), found by Persian labels, against a loopback server that
// records what was sent: errors after focus, submit marks every field and sends nothing while any
// is wrong; offline says so in Persian instead of sending.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { configureApi } from '../../src/api/client';
import { messages } from '../../src/domain/messages';
import { adminText } from '../../src/domain/reception-text';
import { AddAdminForm } from '../../src/features/admins/add-admin-form';
import { ChangePasswordDialog } from '../../src/features/admins/change-password-dialog';
import { renderInRouter, toastMessages } from './reception-harness';
import { useToastStore } from '../../src/ui/toast-store';

let server: Server;
let calls: { method: string; url: string; body: Record<string, string> }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (part: Buffer) => (raw += part.toString()));
    req.on('end', () => {
      calls.push({ method: req.method ?? '', url: req.url ?? '', body: JSON.parse(raw || '{}') as Record<string, string> });
      res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      res.end(JSON.stringify({ statusCode: 200, message: '', result: { id: 9 } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/`, getToken: () => 'tok', onUnauthorized: () => {} });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  calls = [];
  useToastStore.setState({ toasts: [] });
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}[\\s*]*$`), { selector: 'input, select' });
const put = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('add admin', { timeout: 30_000 }, () => {
  test('submit with nothing: every required message, nothing sent', async () => {
    await renderInRouter(() => <AddAdminForm title="افزودن ادمین" crumbs={[]} onDone={() => {}} />);
    expect(screen.queryByText(messages.adminNameRequired)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: adminText.submit }));
    for (const message of [messages.adminNameRequired, messages.adminLastNameRequired, messages.adminUserNameRequired,
      messages.adminStationRequired, messages.adminPasswordRequired, messages.adminRePasswordRequired]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
  });

  test('errors after focus: short password, different repeat; then a good form is sent once', async () => {
    const onDone = vi.fn();
    await renderInRouter(() => <AddAdminForm title="افزودن ادمین" crumbs={[]} onDone={onDone} />);
    put(adminText.password, '123');
    expect(screen.queryByText(messages.passwordMin)).toBeNull();
    fireEvent.blur(field(adminText.password));
    expect(await screen.findByText(messages.passwordMin)).toBeTruthy();
    expect(screen.queryByText(messages.adminNameRequired)).toBeNull(); // not focused yet
    put(adminText.password, '123456');
    put(adminText.rePassword, '123457');
    fireEvent.blur(field(adminText.rePassword));
    expect(await screen.findByText(messages.passwordMismatch)).toBeTruthy();
    put(adminText.rePassword, '123456');
    put(adminText.firstName, 'سارا');
    put(adminText.lastName, 'کریمی');
    put(adminText.userName, 'sara');
    put(adminText.station, 'screening');
    fireEvent.click(screen.getByRole('button', { name: adminText.submit }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls).toEqual([{ method: 'POST', url: '/api/v1/Account/Register', body: {
      firstName: 'سارا', lastName: 'کریمی', userName: 'sara', userRole: 'screening', password: '123456', rePassword: '123456',
    } }]);
    expect(toastMessages()).toContain(messages.adminCreated);
  });

  test('offline: says it needs the network and sends nothing', async () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    await renderInRouter(() => <AddAdminForm title="افزودن ادمین" crumbs={[]} onDone={() => {}} />);
    for (const [label, value] of [[adminText.firstName, 'a'], [adminText.lastName, 'b'], [adminText.userName, 'c'],
      [adminText.station, 'helper'], [adminText.password, '123456'], [adminText.rePassword, '123456']] as const) put(label, value);
    fireEvent.click(screen.getByRole('button', { name: adminText.submit }));
    await waitFor(() => expect(toastMessages()).toContain(messages.needsNetwork));
    expect(calls).toHaveLength(0);
  });
});

describe('change password', { timeout: 30_000 }, () => {
  test('required, at least 6, not the current one; then sent', async () => {
    await renderInRouter(() => <ChangePasswordDialog open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: adminText.changePassword });
    put(adminText.newPassword, 'abcdef');
    fireEvent.blur(field(adminText.newPassword));
    expect(within(dialog).queryByText(messages.adminPasswordRequired)).toBeNull(); // the current one was not focused yet
    put(adminText.newPassword, '');
    fireEvent.click(within(dialog).getByRole('button', { name: adminText.submit }));
    expect((await within(dialog).findAllByText(messages.adminPasswordRequired)).length).toBe(2);
    put(adminText.currentPassword, 'old-pass');
    put(adminText.newPassword, '12');
    expect(await within(dialog).findByText(messages.passwordMin)).toBeTruthy();
    put(adminText.newPassword, 'old-pass');
    expect(await within(dialog).findByText(messages.passwordSameAsOld)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: adminText.submit }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
    put(adminText.newPassword, 'new-pass-1');
    fireEvent.click(within(dialog).getByRole('button', { name: adminText.submit }));
    await waitFor(() => expect(calls).toEqual([{ method: 'PUT', url: '/api/v1/Account/password', body: { currentPassword: 'old-pass', newPassword: 'new-pass-1' } }]));
  });
});
