// @vitest-environment jsdom
// Issue 36 §2: the patient banner at the top of every detail and form about a patient, reached
// through the real route tree: full name, national code in Persian digits, age and Jalali birth
// date, the covered and screening flags, and «ثبت‌نام هنوز ارسال نشده» until the server took the
// registration's create (the real write-back of its answer).
import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router';
import { beforeEach, describe, expect, test } from 'vitest';
import { createClient, saveRecord } from '../../src/db/index';
import { completeEntries } from '../../src/db/writeback/index';
import { examinationTypeLabels } from '../../src/domain/codes';
import { ageOn } from '../../src/domain/patient-age';
import { patientBannerText as T } from '../../src/domain/patient-banner-text';
import type { Screen } from '../../src/domain/permissions';
import type { Area, StaffRole } from '../../src/domain/roles';
import { clearSession, storeSession } from '../../src/features/auth/session-store';
import { screenPath } from '../../src/routes/-nav/screen-routes';
import { routeTree } from '../../src/routeTree.gen';
import { clientFields } from './db-fixtures';
import { refusedCorrection } from '../../src/routes/-components/refused-correction';
import { freshStore, renderInRouter } from './reception-harness';

beforeEach(() => {
  clearSession();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

async function openScreen(role: StaffRole, area: Area, target: Screen, flags = { isCoveredPatient: true, isScreening: false }) {
  const db = await freshStore();
  // Born 1985-03-21: the Jalali ۱۳۶۴/۰۱/۰۱.
  const localId = await createClient(db, clientFields(3, { firstName: 'زهرا', lastName: 'محمدی', birthDay: '1985-03-21', ...flags }));
  storeSession({ hasAuth: true, fullName: '', userId: 1, expiresIn: 3600, role }, 'token-1');
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [screenPath(area, target, localId)] }) });
  await act(async () => {
    render(<RouterProvider router={router} />);
    await router.load();
  });
  const banner = await screen.findByRole('region', { name: T.region }, { timeout: 10_000 });
  return { db, localId, banner };
}

function expectPatient(banner: HTMLElement) {
  const name = within(banner).getByText('زهرا محمدی');
  expect(name.tagName).toBe('BDI');
  expect(within(banner).getByText(`${T.nationalCode} ${persianCode()}`)).toBeTruthy();
  expect(within(banner).getByText(T.ageAndBirth(ageOn('1985-03-21', new Date()), '۱۳۶۴/۰۱/۰۱'))).toBeTruthy();
}

const persianCode = () => [...clientFields(3).nationalCode].map((d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]).join('');

describe('the patient banner', { timeout: 30_000 }, () => {
  test('client detail at reception: who, the flags, and unsent until the server took the create', async () => {
    const { db, banner } = await openScreen('Reception', 'reception', 'clientDetail', { isCoveredPatient: true, isScreening: true });
    expectPatient(banner);
    expect(within(banner).getByText(T.covered)).toBeTruthy();
    expect(within(banner).getByText(T.screening)).toBeTruthy();
    expect(within(banner).getByText(T.unsent)).toBeTruthy();

    const [create] = await db.outbox.toArray();
    expect(create!.operation).toBe('client.create');
    await completeEntries(db, [{ entry: create!, answer: { id: 501, version: 1 } }]);
    await waitFor(() => expect(within(banner).queryByText(T.unsent)).toBeNull());
    expect(within(banner).getByText('زهرا محمدی')).toBeTruthy();
  });

  test('a server id alone is not enough while the create still waits in the queue', async () => {
    const { db, localId, banner } = await openScreen('Reception', 'reception', 'clientDetail');
    await db.clients.update(localId, { serverId: 77 });
    // The row changed, the entry did not: still unsent.
    await waitFor(async () => expect((await db.clients.get(localId))!.serverId).toBe(77));
    expect(within(banner).getByText(T.unsent)).toBeTruthy();
    await db.outbox.clear();
    await waitFor(() => expect(within(banner).queryByText(T.unsent)).toBeNull());
  });

  test('screening test form: the banner above the questions; not covered, not screening: no flags', async () => {
    const { banner } = await openScreen('screening', 'screening', 'screeningTest', { isCoveredPatient: false, isScreening: false });
    expectPatient(banner);
    expect(within(banner).queryByText(T.covered)).toBeNull();
    expect(within(banner).queryByText(T.screening)).toBeNull();
    expect(banner.closest('[data-screen="screeningTest"]')).toBeTruthy();
  });

  test('EORTC form at the helper station', async () => {
    const { banner } = await openScreen('helper', 'helper', 'eortcTest');
    expectPatient(banner);
    expect(banner.closest('[data-screen="eortcTest"]')).toBeTruthy();
    expect(within(banner).getByText(T.covered)).toBeTruthy();
  });

  test('consultation form', async () => {
    const { banner } = await openScreen('Consultation', 'consultation', 'addConsult');
    expectPatient(banner);
    expect(banner.closest('[data-screen="addConsult"]')).toBeTruthy();
  });

  test('an examination dialog of the covered detail shows the patient too', async () => {
    await openScreen('SuperAdmin', 'superAdmin', 'coveredDetail');
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(examinationTypeLabels[0]) }));
    const dialog = await screen.findByRole('dialog', { name: examinationTypeLabels[0] });
    const banner = await within(dialog).findByRole('region', { name: T.region });
    expectPatient(banner);
    expect(within(banner).getByText(T.unsent)).toBeTruthy();
  });
});

describe('the sync centre', { timeout: 30_000 }, () => {
  test('a refused consultation opened in its form keeps its patient on top', async () => {
    const db = await freshStore();
    const localId = await createClient(db, clientFields(3, { firstName: 'زهرا', lastName: 'محمدی', birthDay: '1985-03-21' }));
    const consultation = await saveRecord(db, 'consultation', localId, { consultType: 3, consultName: 'دکتر صادقی', consultText: 'رژیم غذایی' });
    const entry = (await db.outbox.toArray()).find((e) => e.localId === consultation)!;
    const refused = { ...entry, state: 'failed' as const, lastError: { reason: 'validation', message: 'متن نامعتبر', status: 422 } };
    expect(refusedCorrection.can(refused)).toBe(true);
    await renderInRouter(() => refusedCorrection.render(refused, () => {}));
    const dialog = await screen.findByRole('dialog');
    expectPatient(await within(dialog).findByRole('region', { name: T.region }));
  });
});

describe('age', () => {
  test('whole years, the birthday counted on its day', () => {
    expect(ageOn('1985-03-21', new Date(2026, 2, 20))).toBe(40);
    expect(ageOn('1985-03-21', new Date(2026, 2, 21))).toBe(41);
    expect(ageOn('not a date', new Date(2026, 2, 21))).toBeUndefined();
  });
});
