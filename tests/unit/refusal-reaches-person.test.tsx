// @vitest-environment jsdom
// A refusal reaches the person, as they see it: the status chip counts
// refused entries in red beside the waiting ones and marks a merge until the sync centre is
// opened; a refusal that arrives after the person left the screen toasts the server's message on
// the screen they are on, once, even with two tabs watching; and a client create whose national
// code the real server refused is opened in its form, corrected and sent again as the same client.
import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { configureApi } from '../../src/api/client';
import { watchOutcomes } from '../../src/app/outcome-toasts';
import { ToastHost } from '../../src/ui/toast-host';
import { TopBarStatus } from '../../src/routes/-shell/top-bar-status';
import { createClient, type ClinicDb } from '../../src/db/index';
import { failEntry } from '../../src/db/outbox/queue';
import { clientFieldLabels, receptionText } from '../../src/domain/reception-text';
import { clinicalText } from '../../src/domain/clinical-text';
import { messages } from '../../src/domain/messages';
import { toPersianDigits } from '../../src/domain/digits';
import { appText } from '../../src/domain/stations';
import { syncText } from '../../src/domain/sync-labels';
import { useSessionStore, type Session } from '../../src/features/auth/session-store';
import { SmsDialog } from '../../src/features/clients/sms-dialog';
import { ConsultationForm } from '../../src/features/consultation/consultation-form';
import { SyncCentre } from '../../src/features/sync/sync-centre';
import { refusedCorrection } from '../../src/routes/-components/refused-correction';
import { useToastStore } from '../../src/ui/toast-store';
import { appSyncEngine, startAppSync, stopAppSync } from '../../src/sync/index';
import { clientFields } from './db-fixtures';
import { freshStore, renderInRouter, toastMessages } from './reception-harness';
import { startServerProcess, type ServerProcess } from './server-process';
import { expectNamedByWhatItShows } from './label-in-name';

const reception: Session = { hasAuth: true, fullName: 'پذیرش', userId: 3, expiresIn: 3600, role: 'Reception' };
let server: ServerProcess;
let token: string;
let db: ClinicDb;

beforeAll(async () => {
  server = await startServerProcess();
  const login = await fetch(`${server.apiUrl}Account/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName: 'reception', password: 'demo1234' }),
  });
  token = ((await login.json()) as { result: { token: string } }).result.token;
  configureApi({ baseUrl: server.apiUrl });
}, 120_000);
afterAll(async () => {
  stopAppSync();
  await server?.close();
});
beforeEach(async () => {
  stopAppSync();
  db = await freshStore();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
  useSessionStore.setState({ session: reception, token });
});

const api = (method: string, path: string, body?: unknown) => fetch(`${server.apiUrl}${path}`, {
  method, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: body ? JSON.stringify(body) : undefined,
});

async function refuse(localId: string, message: string) {
  const entry = (await db.outbox.where('localId').equals(localId).toArray())[0]!;
  await failEntry(db, entry.seq!, { reason: 'invalid', status: 400, message });
}

describe('the status chip', { timeout: 30_000 }, () => {
  test('counts refused entries in red beside the waiting ones', async () => {
    const refused = await createClient(db, clientFields(1, { firstName: 'سارا', lastName: 'نیکو' }));
    await createClient(db, clientFields(2));
    await refuse(refused, 'کدملی وارد شده اشتباه است.');
    await renderInRouter(() => <TopBarStatus />, '/v2/reception/clientManagment');
    const chip = await screen.findByTestId('sync-status-chip');
    const pill = await within(chip).findByTestId('sync-chip-refused');
    expect(pill.textContent).toBe('۱ مورد رد شده');
    expect(getComputedStyle(pill).backgroundColor).toMatch(/rgb\(211, 47, 47\)|rgb\(244, 67, 54\)/); // the theme's error red
    expect(chip.textContent).toBe(`${syncText.online}${syncText.chipSeparator}۱ مورد در انتظار ۱ مورد رد شده`);
    expect(chip.getAttribute('aria-label')).toBe('آنلاین، ۱ مورد در انتظار ۱ مورد رد شده، وضعیت همگام‌سازی: آنلاین، ۱ مورد در انتظار ارسال، ۱ مورد رد شده توسط سرور');
    expectNamedByWhatItShows(chip);
  });

  test('a merge of two tablets\' clients marks the chip until the sync centre is opened', async () => {
    const localId = await createClient(db, clientFields(3, { firstName: 'زهرا', lastName: 'امینی' }));
    await db.merges.add({ clientLocalId: localId, serverId: 9, nationalCode: '1000000003', localFields: clientFields(3, { firstName: 'زهرا', lastName: 'امینی' }), at: new Date().toISOString() });
    await renderInRouter(() => <TopBarStatus />, '/v2/reception/clientManagment');
    const chip = await screen.findByTestId('sync-status-chip');
    expect((await within(chip).findByTestId('sync-chip-merged')).textContent).toBe('۱ پرونده یکی‌شده');
    // The merges and the queue are read apart: the pill may come before the count beside it.
    await waitFor(() => expect(chip.getAttribute('aria-label')).toBe('آنلاین، ۱ مورد در انتظار ۱ پرونده یکی‌شده، وضعیت همگام‌سازی: آنلاین، ۱ مورد در انتظار ارسال، ۱ پرونده یکی‌شده'));
    expectNamedByWhatItShows(chip);

    await renderInRouter(() => <SyncCentre crumbs={[{ label: appText.syncCentre }]} signedInOffline={false} signIn={<p />} />);
    expect(await screen.findByRole('heading', { name: `${syncText.sectionMerged} (۱)` }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(within(chip).queryByTestId('sync-chip-merged')).toBeNull());
    expect(chip.getAttribute('data-merged')).toBe('0');
    expect(screen.getByRole('heading', { name: `${syncText.sectionMerged} (۱)` })).toBeTruthy(); // still listed there
  });
});

describe('a refusal on another screen', { timeout: 60_000 }, () => {
  function renderApp(clientLocalId: string) {
    const root = createRootRoute({ component: () => <><Outlet /><ToastHost /></> });
    const consult = createRoute({ getParentRoute: () => root, path: '/consult', component: () => (
      <ConsultationForm clientLocalId={clientLocalId} onSaved={() => router.history.push('/list')} />
    ) });
    const list = createRoute({ getParentRoute: () => root, path: '/list', component: () => <h1>فهرست مراجعه کنندگان</h1> });
    const router = createRouter({ routeTree: root.addChildren([consult, list]), history: createMemoryHistory({ initialEntries: ['/consult'] }) });
    render(<RouterProvider router={router} />);
    return router;
  }

  test('a consultation the server refuses after the person left its screen toasts the server\'s message, once', async () => {
    startAppSync({ getToken: () => token });
    const client = await createClient(db, clientFields(4, { firstName: 'مهسا', lastName: 'رحیمی', nationalCode: '0012345679' }));
    await appSyncEngine()!.syncNow();
    const serverId = (await db.clients.get(client))!.serverId;
    expect(serverId).toBeDefined();
    stopAppSync(); // the tablet is offline while the consultation is written
    const router = renderApp(client);
    const tabs = [watchOutcomes(String(reception.userId)), watchOutcomes(String(reception.userId))]; // two tabs
    const shown: string[] = []; // every toast ever shown (the host dismisses them after 5 s)
    const stopListening = useToastStore.subscribe((state, previous) => {
      shown.push(...state.toasts.filter((t) => !previous.toasts.some((p) => p.id === t.id)).map((t) => t.message));
    });

    const consultType = await screen.findByLabelText(clinicalText.consultType);
    fireEvent.change(consultType, { target: { value: (within(consultType).getByRole('option', { name: 'تغذیه' }) as HTMLOptionElement).value } });
    fireEvent.change(screen.getByLabelText(clinicalText.consultantName), { target: { value: 'دکتر شریفی' } });
    fireEvent.change(screen.getByLabelText(clinicalText.counselingText), { target: { value: 'رژیم غذایی' } });
    fireEvent.click(screen.getByRole('button', { name: clinicalText.save }));
    await screen.findByRole('heading', { name: 'فهرست مراجعه کنندگان' });
    expect(router.state.location.pathname).toBe('/list');
    expect(toastMessages()).toEqual([messages.infoSaved]);

    // Meanwhile another station deletes the client on the server; the tablet comes back online.
    expect((await api('DELETE', `Client/${serverId}`)).status).toBe(200);
    startAppSync({ getToken: () => token });
    await appSyncEngine()!.syncNow();
    const entry = (await db.outbox.filter((e) => e.operation === 'record.create').toArray())[0]!;
    expect(entry.state).toBe('failed');
    const said = entry.lastError!.message;
    expect(said).toMatch(/[\u0600-\u06FF]/); // the server's Persian message

    const toast = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(toast.textContent).toBe(`ثبت مشاوره (مهسا رحیمی) توسط سرور پذیرفته نشد: ${said}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(shown.filter((m) => m.includes(said))).toHaveLength(1);
    stopListening();
    expect(screen.getByRole('heading', { name: 'فهرست مراجعه کنندگان' })).toBeTruthy();
    for (const stop of tabs) stop();
  });

  test('a merge the engine recorded toasts once, with the name and national code', async () => {
    const stop = watchOutcomes(String(reception.userId));
    renderApp('x');
    const localId = await createClient(db, clientFields(6, { firstName: 'نازنین', lastName: 'کرمی' }));
    await db.merges.add({ clientLocalId: localId, serverId: 7, nationalCode: '1000000006', localFields: clientFields(6, { firstName: 'نازنین', lastName: 'کرمی' }), at: new Date().toISOString() });
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(syncText.mergedToast('نازنین کرمی', '1000000006'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toastMessages()).toEqual([syncText.mergedToast('نازنین کرمی', '1000000006')]);
    stop();
  });
});

describe('correcting a refused client', { timeout: 60_000 }, () => {
  test('the national code the server refused is corrected in the form and sent again as the same client', async () => {
    startAppSync({ getToken: () => token });
    // A queue may hold a 9-digit code an earlier app let through; the server refuses it with its field message.
    const localId = await createClient(db, clientFields(5, { firstName: 'پریا', lastName: 'مرادی', nationalCode: '001234567' }));
    await appSyncEngine()!.syncNow();
    const refused = (await db.outbox.toArray())[0]!;
    expect(refused).toMatchObject({ state: 'failed', lastError: { status: 400, fields: { nationalCode: messages.nationalCodeInvalid } } });

    await renderInRouter(() => (
      <SyncCentre crumbs={[{ label: appText.syncCentre }]} signedInOffline={false} signIn={<p />} correction={refusedCorrection} />
    ));
    const card = await screen.findByRole('listitem', { name: 'ثبت مراجعه کننده جدید، پریا مرادی' });
    fireEvent.click(within(card).getByRole('button', { name: syncText.correct }));
    const dialog = await screen.findByRole('dialog', { name: syncText.correctTitle('ثبت مراجعه کننده جدید') });
    const code = within(dialog).getByLabelText(new RegExp(clientFieldLabels.nationalCode)) as HTMLInputElement;
    expect(code.value).toBe(toPersianDigits('001234567')); // shown in Persian digits, kept in ASCII
    expect(within(dialog).getByRole('textbox', { name: clientFieldLabels.firstName })).toHaveProperty('value', 'پریا');
    // The server's word sits on the field it named.
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getAllByText(messages.nationalCodeInvalid).length).toBeGreaterThan(0);

    fireEvent.change(code, { target: { value: '0012345679' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: syncText.correct }));
    });
    await waitFor(() => expect(toastMessages()).toContain(syncText.resent));
    await waitFor(async () => expect((await db.clients.get(localId))?.serverId).toBeDefined(), { timeout: 20_000 });

    // Taken by the server, the corrected create left the outbox, the refused one with it. It went
    // under a new Idempotency-Key: the refused one's with another body is a 422.
    expect(await db.outbox.count()).toBe(0);
    expect((await db.clients.get(localId))!.nationalCode).toBe('0012345679');
    const found = await api('POST', 'Client/search', { nationalCode: '0012345679' });
    expect(found.status).toBe(200);
    expect(((await found.json()) as { result: { firstName: string; lastName: string } }).result).toMatchObject({ firstName: 'پریا', lastName: 'مرادی' });
    expect(await screen.findByText(syncText.allOnServer)).toBeTruthy();
  });
});

describe('an SMS written offline', { timeout: 60_000 }, () => {
  test('says it goes when the tablet is online, then toasts the seeds\' success once the server has it', async () => {
    const stop = watchOutcomes(String(reception.userId));
    startAppSync({ getToken: () => token });
    const localId = await createClient(db, clientFields(8, { firstName: 'الهام', lastName: 'شکری', nationalCode: '0012345687', phoneNumber: '09351112233' }));
    await appSyncEngine()!.syncNow();
    stopAppSync();
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    const client = (await db.clients.get(localId))!;
    await renderInRouter(() => <><SmsDialog client={client} open onClose={() => {}} /><ToastHost /></>);
    fireEvent.change(await screen.findByLabelText(receptionText.smsText), { target: { value: 'نوبت شما فردا است' } });
    fireEvent.click(screen.getByRole('button', { name: receptionText.send }));
    await waitFor(() => expect(toastMessages()).toEqual([receptionText.smsQueued]));

    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    startAppSync({ getToken: () => token });
    await appSyncEngine()!.syncNow();
    await waitFor(() => expect(toastMessages()).toEqual([receptionText.smsQueued, messages.smsSent]), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toastMessages()).toEqual([receptionText.smsQueued, messages.smsSent]);
    stop();
  });
});
