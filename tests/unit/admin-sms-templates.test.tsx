// @vitest-environment jsdom
// SuperAdmin's SMS templates screen, against a real server on loopback: a template without a
// title is refused in Persian; one added shows in the table and is on the server; changed, the
// table and the server hold the new text; deleted after the confirmation, it is gone from both.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { configureApi } from '../../src/api/client';
import type { SmsTemplate } from '../../src/domain/sms-template';
import { smsTemplateText } from '../../src/domain/sms-text';
import { appText, screenTitles } from '../../src/domain/stations';
import { SmsTemplateList } from '../../src/features/admins/sms-template-list';
import { useToastStore } from '../../src/ui/toast-store';
import { renderInRouter, toastMessages } from './reception-harness';
import { startServerProcess, type ServerProcess } from './server-process';

let server: ServerProcess;
let adminToken: string;

const onServer = async (): Promise<SmsTemplate[]> => {
  const answer = await fetch(`${server.apiUrl}SmsTemplate`, { headers: { Authorization: `Bearer ${adminToken}` } });
  return ((await answer.json()) as { result: SmsTemplate[] }).result;
};

beforeAll(async () => {
  server = await startServerProcess();
  const login = await fetch(`${server.apiUrl}Account/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName: 'SuperAdmin', password: 'superadmin1234' }),
  });
  adminToken = ((await login.json()) as { result: { token: string } }).result.token;
  configureApi({ baseUrl: server.apiUrl, getToken: () => adminToken, onUnauthorized: () => {} });
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('SMS templates screen', { timeout: 60_000 }, () => {
  test('SuperAdmin adds, changes and deletes a template', async () => {
    useToastStore.setState({ toasts: [] });
    await renderInRouter(() => <SmsTemplateList title={screenTitles.smsTemplates} crumbs={[]} />);
    expect(await screen.findByRole('heading', { name: smsTemplateText.title })).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: smsTemplateText.add })[0]!);
    let dialog = await screen.findByRole('dialog', { name: smsTemplateText.add });
    fireEvent.change(within(dialog).getByLabelText(smsTemplateText.templateText), { target: { value: '{نام} عزیز، نوبت شما فردا است.' } });
    expect(within(dialog).getByText('۳۰ نویسه، ۱ پیامک')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: smsTemplateText.save }));
    expect(await within(dialog).findByText(smsTemplateText.titleRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(smsTemplateText.templateTitle), { target: { value: 'یادآوری نوبت' } });
    fireEvent.click(within(dialog).getByRole('button', { name: smsTemplateText.save }));
    await waitFor(() => expect(toastMessages()).toContain(smsTemplateText.saved));

    const table = await screen.findByRole('table', { name: smsTemplateText.table });
    const row = (await within(table).findByText('یادآوری نوبت')).closest('tr')!;
    expect(within(row).getByText('{نام} عزیز، نوبت شما فردا است.')).toBeTruthy();
    expect((await onServer()).map((t) => [t.title, t.text])).toEqual([['یادآوری نوبت', '{نام} عزیز، نوبت شما فردا است.']]);

    fireEvent.click(within(row).getByRole('button', { name: smsTemplateText.editOf('یادآوری نوبت') }));
    dialog = await screen.findByRole('dialog', { name: smsTemplateText.editOf('یادآوری نوبت') });
    fireEvent.change(within(dialog).getByLabelText(smsTemplateText.templateText), { target: { value: '{نام} {نام خانوادگی} عزیز، نوبت شما پس‌فردا است.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: smsTemplateText.save }));
    expect(await within(table).findByText('{نام} {نام خانوادگی} عزیز، نوبت شما پس‌فردا است.')).toBeTruthy();
    expect((await onServer()).map((t) => t.text)).toEqual(['{نام} {نام خانوادگی} عزیز، نوبت شما پس‌فردا است.']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(table).getByRole('button', { name: smsTemplateText.deleteOf('یادآوری نوبت') }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: appText.confirm }));
    await waitFor(() => expect(toastMessages()).toContain(smsTemplateText.deleted));
    await waitFor(() => expect(screen.queryByText('یادآوری نوبت')).toBeNull());
    expect(await onServer()).toEqual([]);
  });
});
