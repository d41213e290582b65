// @vitest-environment jsdom
// SMS made easy to send right (issue 36 §7), against a real server on loopback with an SMS
// provider of the test's own: the dialog offers SuperAdmin's templates and choosing one fills
// this patient's name; the count of characters and parts (the reception signature included)
// follows the typing; the client detail lists the patient's messages with their states,
// newest first, with the Jalali date and time.
import 'fake-indexeddb/auto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { configureApi } from '../../src/api/client';
import { createClient, type ClinicDb } from '../../src/db/index';
import { formatJalali } from '../../src/domain/jalali';
import { receptionText } from '../../src/domain/reception-text';
import { refusedWithCode, smsStateLabels, smsText } from '../../src/domain/sms-text';
import { useSessionStore, type Session } from '../../src/features/auth/session-store';
import { ClientSmsList } from '../../src/features/clients/client-sms-list';
import { SmsDialog } from '../../src/features/clients/sms-dialog';
import { appSyncEngine, startAppSync, stopAppSync } from '../../src/sync/index';
import { clientFields } from './db-fixtures';
import { freshStore, renderInRouter } from './reception-harness';
import { startServerProcess, type ServerProcess } from './server-process';

const reception: Session = { hasAuth: true, fullName: 'پذیرش', userId: 3, expiresIn: 3600, role: 'Reception' };
/** The provider's answers, in turn: the first message taken, the next refused. */
const providerAnswers = [200, 400];
let provider: Server;
let server: ServerProcess;
let token: string;
let db: ClinicDb;

const api = async <T,>(method: string, path: string, bearer: string, body?: unknown): Promise<T> => {
  const answer = await fetch(`${server.apiUrl}${path}`, {
    method, headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' }, body: body ? JSON.stringify(body) : undefined,
  });
  return ((await answer.json()) as { result: T }).result;
};
const login = async (userName: string, password: string) => {
  const answer = await fetch(`${server.apiUrl}Account/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName, password }) });
  return ((await answer.json()) as { result: { token: string } }).result.token;
};

beforeAll(async () => {
  provider = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(providerAnswers.shift() ?? 200, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  server = await startServerProcess({ smsHttpUrl: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/send` });
  token = await login('reception', 'demo1234');
  const admin = await login('SuperAdmin', 'superadmin1234');
  await api('POST', 'SmsTemplate', admin, { title: 'یادآوری نوبت', text: '{نام} {نام خانوادگی} عزیز، نوبت ماموگرافی شما فردا ساعت ۹ است.' });
  await api('POST', 'SmsTemplate', admin, { title: 'جواب آزمایش', text: '{نام} گرامی، جواب آزمایش شما آماده است.' });
  configureApi({ baseUrl: server.apiUrl, getToken: () => token, onUnauthorized: () => {} });
}, 120_000);
afterAll(async () => {
  stopAppSync();
  await server?.close();
  await new Promise((resolve) => provider?.close(resolve));
});
beforeEach(async () => {
  stopAppSync();
  db = await freshStore();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
  useSessionStore.setState({ session: reception, token });
});

async function openDialog() {
  const localId = await createClient(db, clientFields(21, { firstName: 'زهرا', lastName: 'محمدی', phoneNumber: '09124445566' }));
  const client = (await db.clients.get(localId))!;
  await renderInRouter(() => <SmsDialog client={client} open onClose={() => {}} />);
  return screen.findByRole('dialog', { name: receptionText.sendSms });
}
const countShown = (dialog: HTMLElement) => within(dialog).getByTestId('sms-count').textContent;
const counted = (text: string) => `${text} (${smsText.countWithSignature})`;

describe('the SMS dialog', { timeout: 60_000 }, () => {
  test("choosing a template fills the text with the patient's name", async () => {
    const dialog = await openDialog();
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: smsText.template }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([smsText.noTemplate, 'جواب آزمایش', 'یادآوری نوبت']);
    fireEvent.click(screen.getByRole('option', { name: 'یادآوری نوبت' }));
    const box = within(dialog).getByLabelText(receptionText.smsText) as HTMLTextAreaElement;
    await waitFor(() => expect(box.value).toBe('زهرا محمدی عزیز، نوبت ماموگرافی شما فردا ساعت ۹ است.'));
    // 52 characters, a new line and the 22 of the signature: 75, past one Persian part.
    expect(countShown(dialog)).toBe(counted('۷۵ نویسه، ۲ پیامک'));
  });

  test('the count of characters and parts follows the typing', async () => {
    const dialog = await openDialog();
    const box = within(dialog).getByLabelText(receptionText.smsText);
    const room = 70 - 1 - receptionText.smsSignature.length; // what fits one part beside the signature
    expect(room).toBe(47);
    fireEvent.change(box, { target: { value: 'س'.repeat(47) } });
    expect(countShown(dialog)).toBe(counted('۷۰ نویسه، ۱ پیامک'));
    fireEvent.change(box, { target: { value: 'س'.repeat(48) } });
    expect(countShown(dialog)).toBe(counted('۷۱ نویسه، ۲ پیامک'));
    fireEvent.change(box, { target: { value: 'س'.repeat(111) } });
    expect(countShown(dialog)).toBe(counted('۱۳۴ نویسه، ۲ پیامک'));
    fireEvent.change(box, { target: { value: 'س'.repeat(112) } });
    expect(countShown(dialog)).toBe(counted('۱۳۵ نویسه، ۳ پیامک'));
  });
});

describe("the patient's SMS history", { timeout: 60_000 }, () => {
  test('lists each message with its state, newest first, with the Jalali date and time', async () => {
    startAppSync({ getToken: () => token });
    const localId = await createClient(db, clientFields(22, { firstName: 'مینا', lastName: 'رضایی', phoneNumber: '09127778899' }));
    await appSyncEngine()!.syncNow();
    stopAppSync();
    const client = (await db.clients.get(localId))!;
    expect(client.serverId).toBeDefined();
    await api('POST', `Client/send-sms/${client.serverId}`, token, { phoneNumber: '09127778899', text: 'نوبت شما فردا است' });
    await api('POST', `Client/send-sms/${client.serverId}`, token, { phoneNumber: '09127778899', text: 'جواب آزمایش آماده است' });

    await renderInRouter(() => <ClientSmsList client={client} />);
    const list = await screen.findByRole('list', { name: smsText.listTitle });
    // The list looks again while a message is on its way: it settles to the provider's answers.
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('.MuiListItemText-primary')?.textContent)).toEqual([
      `${smsStateLabels.failed}: ${refusedWithCode(400)}`,
      smsStateLabels.sent,
    ]), { timeout: 20_000 });
    const [newest, oldest] = within(list).getAllByRole('listitem');
    expect(newest!.textContent).toContain('جواب آزمایش آماده است');
    expect(oldest!.textContent).toContain('نوبت شما فردا است');
    expect(oldest!.textContent).toContain(`${formatJalali(new Date())} ساعت `);
  });
});
