// @vitest-environment jsdom
// The kiosk devices screen of the super admin station, against a real server on
// loopback: SuperAdmin sees each kiosk with its name, Jalali creation date, issuer and last use,
// revokes one after the confirmation, and that kiosk's token is refused from its next request.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { configureApi } from '../../src/api/client';
import { formatJalali } from '../../src/domain/jalali';
import { kioskDevicesText } from '../../src/domain/kiosk-devices-text';
import { kioskText } from '../../src/domain/reception-text';
import { appText, screenTitles } from '../../src/domain/stations';
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
const login = async (userName: string, password: string) => (await post<{ token: string }>('Account/login', { userName, password })).token;
const kioskSearch = (token: string) => fetch(`${server.apiUrl}Client/search`, {
  method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify({ nationalCode: '0012345679' }),
});

beforeAll(async () => {
  server = await startServerProcess();
  adminToken = await login('SuperAdmin', 'superadmin1234');
  configureApi({ baseUrl: server.apiUrl, getToken: () => adminToken, onUnauthorized: () => {} });
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('kiosk devices', { timeout: 60_000 }, () => {
  test('lists each kiosk and revokes one after the confirmation', async () => {
    const reception = await login('reception', 'demo1234');
    const hall = (await post<{ token: string }>('Account/kiosk', { deviceName: 'کیوسک سالن انتظار' }, reception)).token;
    const floor = (await post<{ token: string }>('Account/kiosk', { deviceName: 'کیوسک طبقه دوم' }, reception)).token;
    expect((await kioskSearch(floor)).status).toBe(404); // used once: it has a last use

    useToastStore.setState({ toasts: [] });
    await renderInRouter(() => <KioskDeviceList title={kioskDevicesText.title} crumbs={[]} />);
    const table = await screen.findByRole('table', { name: kioskDevicesText.table });
    const hallRow = (await within(table).findByText('کیوسک سالن انتظار')).closest('tr')!;
    const today = formatJalali(new Date());
    expect(within(hallRow).getByText(today)).toBeTruthy();
    expect(within(hallRow).getByText('reception')).toBeTruthy();
    expect(within(hallRow).getByText(kioskDevicesText.neverSeen)).toBeTruthy();
    const floorRow = within(table).getByText('کیوسک طبقه دوم').closest('tr')!;
    expect(within(floorRow).getAllByText(today)).toHaveLength(2); // made and last used today
    for (const header of [kioskDevicesText.deviceName, kioskDevicesText.createdAt, kioskDevicesText.lastSeenAt]) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    }

    // Cancel first: nothing changes.
    fireEvent.click(within(hallRow).getByRole('button', { name: `${kioskDevicesText.revoke} کیوسک سالن انتظار` }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(kioskDevicesText.confirmRevoke)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: appText.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await kioskSearch(hall)).status).toBe(404);

    fireEvent.click(within(hallRow).getByRole('button', { name: `${kioskDevicesText.revoke} کیوسک سالن انتظار` }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: appText.confirm }));
    await waitFor(() => expect(toastMessages()).toContain(kioskDevicesText.revoked));
    await waitFor(() => expect(screen.queryByText('کیوسک سالن انتظار')).toBeNull());
    expect(screen.getByText('کیوسک طبقه دوم')).toBeTruthy();

    // On the server: the revoked kiosk is refused from its next request, the other still works.
    expect((await kioskSearch(hall)).status).toBe(401);
    expect((await kioskSearch(floor)).status).toBe(404);
  });

  test('says how a tablet joins the list: a reception sign-in on it and the button it presses', async () => {
    await renderInRouter(() => <KioskDeviceList title={kioskDevicesText.title} crumbs={[]} />);
    await screen.findByRole('table', { name: kioskDevicesText.table });
    const howTo = screen.getByText(/برای افزودن دستگاه کیوسک/);
    expect(howTo.textContent).toContain(`«${kioskText.turnIntoKiosk}»`);
    expect(howTo.textContent).toContain(`«${screenTitles.clientManagment}»`);
  });
});
