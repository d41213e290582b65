// @vitest-environment jsdom
// SuperAdmin marks a lost staff tablet, against a real server on loopback: the kiosk devices
// screen lists each tablet people signed in on (with who), «اعلام گم شدن تبلت» asks first, and once
// confirmed that tablet's session and its queue's delivery credential are refused at once, while
// another tablet's keep working.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { configureApi } from '../../src/api/client';
import { deliveryText } from '../../src/domain/delivery-text';
import { kioskDevicesText } from '../../src/domain/kiosk-devices-text';
import { appText } from '../../src/domain/stations';
import { KioskDeviceList } from '../../src/features/admins/kiosk-device-list';
import { renderInRouter, toastMessages } from './reception-harness';
import { useToastStore } from '../../src/ui/toast-store';
import { startServerProcess, type ServerProcess } from './server-process';

let server: ServerProcess;
let adminToken: string;

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const answer = await fetch(`${server.apiUrl}${path}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body),
  });
  return ((await answer.json()) as { result: T }).result;
}
const login = (userName: string, password: string) => post<{ token: string; fullName: string }>('Account/login', { userName, password });
/** A staff sign-in on a tablet: its session and its delivery credential for that tablet. */
async function tabletSignIn(deviceId: string) {
  const { token, fullName } = await login('reception', 'demo1234');
  const { credential } = await post<{ credential: string }>('Sync/deliveryCredential', { deviceId }, token);
  return { token, credential, fullName };
}
const sessionStatus = async (token: string) => (await fetch(`${server.apiUrl}client/6/1`, { headers: { Authorization: `Bearer ${token}` } })).status;
/** Junk bytes: a working credential gets 400 (not sealed for the server), an ended one 401. */
const credentialStatus = async (credential: string) => (await fetch(`${server.apiUrl}Sync/deliver`, {
  method: 'POST', headers: { Authorization: `Delivery ${credential}`, 'Content-Type': 'application/octet-stream' }, body: new Uint8Array(200),
})).status;

beforeAll(async () => {
  server = await startServerProcess();
  adminToken = (await login('SuperAdmin', 'superadmin1234')).token;
  configureApi({ baseUrl: server.apiUrl, getToken: () => adminToken, onUnauthorized: () => {} });
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('staff tablets', { timeout: 60_000 }, () => {
  test('marks a lost tablet after the confirmation: its session and delivery credential end, another tablet\'s do not', async () => {
    const lostId = crypto.randomUUID();
    const keptId = crypto.randomUUID();
    const lost = await tabletSignIn(lostId);
    const kept = await tabletSignIn(keptId);
    expect([await sessionStatus(lost.token), await credentialStatus(lost.credential)]).toEqual([200, 400]);

    useToastStore.setState({ toasts: [] });
    await renderInRouter(() => <KioskDeviceList title={kioskDevicesText.title} crumbs={[]} />);
    const table = await screen.findByRole('table', { name: deliveryText.tabletsTable });
    const button = await within(table).findByRole('button', { name: `${deliveryText.markLost} ${lostId.slice(0, 8)}` });
    expect(within(button.closest('tr')!).getByText(lost.fullName)).toBeTruthy();

    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(deliveryText.confirmMarkLost)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: appText.confirm }));
    await waitFor(() => expect(toastMessages()).toContain(deliveryText.markedLost));
    await waitFor(() => expect(within(table).queryByRole('button', { name: `${deliveryText.markLost} ${lostId.slice(0, 8)}` })).toBeNull());

    expect([await sessionStatus(lost.token), await credentialStatus(lost.credential)]).toEqual([401, 401]);
    expect([await sessionStatus(kept.token), await credentialStatus(kept.credential)]).toEqual([200, 400]);
  });
});
