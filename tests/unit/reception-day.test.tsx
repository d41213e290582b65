// @vitest-environment jsdom
// Issue 36 §5: reception's home on the tablet alone. «مراجعین امروز» lists today's arrivals (a kiosk
// intake pulled from the server, a registration made here) by the local day, not yesterday's, the
// ones still marked new first, each a tap from the edit that sets the role; «بیماران اخیر» lists
// the patients this person opened (the banner notes them), never another person's.
import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router';
import { beforeEach, describe, expect, test } from 'vitest';
import { createClient, notePatientSeen, type ClinicDb } from '../../src/db/index';
import { applyChangesPage } from '../../src/db/pull/apply';
import { receptionDayText as D, patientBannerText as T } from '../../src/domain/patient-banner-text';
import { receptionText } from '../../src/domain/reception-text';
import { clearSession, storeSession } from '../../src/features/auth/session-store';
import { screenPath } from '../../src/routes/-nav/screen-routes';
import { clearRegistration, keepRegistration } from '../../src/state/registration-draft';
import { routeTree } from '../../src/routeTree.gen';
import { clientFields } from './db-fixtures';
import { freshStore } from './reception-harness';

beforeEach(() => {
  clearSession();
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
});

const startOfToday = () => { const d = new Date(); d.setHours(0, 0, 0, 0); return d.getTime(); };

/** A kiosk's intake as the pull brings it: the server's row with its createdAt, still marked new. */
async function pullIntake(db: ClinicDb, id: number, n: number, names: [string, string], createdAt: number) {
  const data = { id, ...clientFields(n, { firstName: names[0], lastName: names[1], isNew: true }), createdAt: new Date(createdAt).toISOString() };
  await applyChangesPage(db, [{ entity: 'client', id, op: 'upsert', version: 1, data }], id, Date.now());
}

async function openAt(path: string, userId: number) {
  storeSession({ hasAuth: true, fullName: '', userId, expiresIn: 3600, role: 'Reception' }, null);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  await act(async () => {
    render(<RouterProvider router={router} />);
    await router.load();
  });
  return router;
}

const section = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });
const names = (list: HTMLElement) => within(list).getAllByRole('link').map((link) => link.textContent);

describe("reception's day", { timeout: 60_000 }, () => {
  test("today's arrivals: today's kiosk intake and registration, not yesterday's, new ones first; a tap sets the role", async () => {
    const db = await freshStore();
    await pullIntake(db, 901, 4, ['سارا', 'رضایی'], startOfToday() + 60_000); // today, 00:01
    await pullIntake(db, 902, 5, ['لیلا', 'کاظمی'], startOfToday() - 60 * 60_000); // yesterday, 23:00
    await createClient(db, clientFields(6, { firstName: 'نسرین', lastName: 'مرادی', isScreening: true, isNew: false })); // now, not new
    await openAt(screenPath('reception', 'clientManagment'), 1);

    const arrivals = await section(D.todaysArrivals);
    const list = await within(arrivals).findByRole('list', { name: D.todaysArrivals });
    expect(names(list)).toEqual(['سارا رضایی', 'نسرین مرادی']);
    const [first] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText(D.isNew)).toBeTruthy();
    expect(within(arrivals).queryByText('لیلا کاظمی')).toBeNull();

    fireEvent.click(within(first!).getByRole('button', { name: D.setRole }));
    const dialog = await screen.findByRole('dialog', { name: receptionText.editClient });
    expect((within(dialog).getByRole('textbox', { name: /^نام[\s*]*$/ }) as HTMLInputElement).value).toBe('سارا');
  });

  test('no arrival today: it says so', async () => {
    const db = await freshStore();
    await pullIntake(db, 903, 7, ['مینا', 'صالحی'], startOfToday() - 2 * 60 * 60_000);
    await openAt(screenPath('reception', 'clientManagment'), 1);
    const arrivals = await section(D.todaysArrivals);
    expect(await within(arrivals).findByText(D.noArrivals)).toBeTruthy();
  });

  test('recent patients: the one this person just opened, not the one another person opened', async () => {
    const db = await freshStore();
    const opened = await createClient(db, clientFields(8, { firstName: 'فاطمه', lastName: 'نوری' }));
    const others = await createClient(db, clientFields(9, { firstName: 'شیوا', lastName: 'امینی' }));
    await notePatientSeen(db, '2', others); // another person, on this tablet

    const router = await openAt(screenPath('reception', 'clientDetail', opened), 1);
    await screen.findByRole('region', { name: T.region }, { timeout: 10_000 });
    await act(async () => {
      await router.navigate({ to: '/v2/$area/clientManagment', params: { area: 'reception' } });
    });
    const recent = await section(D.recentPatients);
    const list = await within(recent).findByRole('list', { name: D.recentPatients });
    expect(names(list)).toEqual(['فاطمه نوری']);
    expect(within(recent).queryByText('شیوا امینی')).toBeNull();
    // What the tablet keeps for it: ids and times under the person's id, no name, no code.
    const kept = JSON.stringify(await db.syncState.toArray());
    expect(kept).toContain(opened);
    expect(kept).not.toMatch(/فاطمه|نوری/);
    expect(kept).not.toContain(clientFields(8).nationalCode);
  });

  test('another person at the same tablet sees only their own', async () => {
    const db = await freshStore();
    const mine = await createClient(db, clientFields(10, { firstName: 'الهام', lastName: 'جعفری' }));
    await notePatientSeen(db, '1', mine);
    await openAt(screenPath('reception', 'clientManagment'), 2);
    const recent = await section(D.recentPatients);
    await waitFor(() => expect(within(recent).getByText(D.noRecent)).toBeTruthy());
    expect(within(recent).queryByText('الهام جعفری')).toBeNull();
  });

  test('a registration under way shows its patient, unsent, and counts as one this person saved', async () => {
    const db = await freshStore();
    const registered = await createClient(db, clientFields(11, { firstName: 'رویا', lastName: 'حسینی' }));
    keepRegistration({ clientLocalId: registered, existing: false });
    const router = await openAt(screenPath('reception', 'addClientStep2'), 1);
    const banner = await screen.findByRole('region', { name: T.region }, { timeout: 10_000 });
    expect(within(banner).getByText('رویا حسینی')).toBeTruthy();
    expect(within(banner).getByText(T.unsent)).toBeTruthy();
    clearRegistration();
    await act(async () => {
      await router.navigate({ to: '/v2/$area/clientManagment', params: { area: 'reception' } });
    });
    const list = await within(await section(D.recentPatients)).findByRole('list', { name: D.recentPatients });
    expect(names(list)).toEqual(['رویا حسینی']);
  });
});
