// @vitest-environment jsdom
// Add client step 1 (000 §5 "Create client"), found by Persian labels: each message appears when
// it should, nothing reaches Dexie while anything is wrong, and a good form writes one client and
// one outbox entry with ASCII digits and a Gregorian birthday.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { createClient } from '../../src/db/index';
import { messages } from '../../src/domain/messages';
import { clientFieldLabels as L, receptionText } from '../../src/domain/reception-text';
import { AddClientStep1 } from '../../src/features/clients/add-client-step1';
import { clearRegistration, keepRegistration, readRegistration } from '../../src/state/registration-draft';
import { clientFields } from './db-fixtures';
import { freshStore, renderInRouter, toastMessages } from './reception-harness';

let onCreated = vi.fn();
let onExisting = vi.fn();
beforeEach(async () => {
  await freshStore();
  clearRegistration();
  onCreated = vi.fn();
  onExisting = vi.fn();
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true }); // the tablet decides alone
});

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}[\\s*]*$`), { selector: 'input, select, textarea' });
const show = () => renderInRouter(() => <AddClientStep1 title="افزودن" crumbs={[]} onCreated={onCreated} onExisting={onExisting} />);

// fireEvent.change, not typing key by key: the form is large and the machine shared.
const put = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

function fillValid() {
  put(L.firstName, 'مریم');
  put(L.lastName, 'رضایی');
  put(L.fatherName, 'علی');
  put(L.nationalCode, '۰۴۹۹۳۷۰۸۹۹');
  put(L.nationality, 'ایرانی');
  put(L.birthCertificateNumber, '۱۲۳۴');
  put(L.birthDay, '1369/01/01');
  put(L.gender, '1');
  put(L.education, '3');
  put(L.maritalStatus, '2');
  put(L.childNumber, '2');
  put(L.housing, '3');
  put(L.phoneNumber, '09121234567');
  put(L.address, 'تهران');
  fireEvent.click(screen.getByLabelText(L.isScreening));
}

describe('add client, step 1', { timeout: 30_000 }, () => {
  test('next on an empty form: the seeds message, every field error, nothing written', async () => {
    const db = await freshStore();
    await show();
    const user = userEvent.setup();
    expect(screen.queryByText(messages.chooseRole)).toBeNull();
    await user.click(screen.getByRole('button', { name: receptionText.next }));
    expect(toastMessages()).toContain(messages.createClientIncomplete);
    expect(await screen.findByText(messages.chooseRole)).toBeTruthy();
    expect(screen.getByText(messages.nationalCodeInvalid)).toBeTruthy();
    expect(screen.getByText(messages.phoneInvalid)).toBeTruthy();
    expect(screen.getAllByText(messages.required).length).toBeGreaterThanOrEqual(10);
    expect(await db.clients.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(onCreated).not.toHaveBeenCalled();
  });

  test('a field error shows only after that field was focused', async () => {
    await show();
    put(L.phoneNumber, '0941');
    expect(screen.queryByText(messages.phoneInvalid)).toBeNull();
    fireEvent.blur(field(L.phoneNumber));
    expect(await screen.findByText(messages.phoneInvalid)).toBeTruthy();
    expect(screen.queryByText(messages.nationalCodeInvalid)).toBeNull();
    put(L.nationalCode, '12345');
    fireEvent.blur(field(L.nationalCode));
    expect(await screen.findByText(messages.nationalCodeInvalid)).toBeTruthy();
  });

  test('digits-only inputs keep digits only, Persian digits included', async () => {
    await show();
    const user = userEvent.setup();
    await user.type(field(L.nationalCode), 'a۱2٣b45678901');
    expect((field(L.nationalCode) as HTMLInputElement).value).toBe('۱۲۳۴۵۶۷۸۹۰'); // shown in Persian digits, kept as ASCII
  });

  test('a wrong check digit for an Iranian national is refused and nothing is written', async () => {
    const db = await freshStore();
    await show();
    const user = userEvent.setup();
    fillValid();
    put(L.nationalCode, '0499370898');
    await user.click(screen.getByRole('button', { name: receptionText.next }));
    expect(await screen.findByText(messages.nationalCodeInvalid)).toBeTruthy();
    expect(await db.clients.count()).toBe(0);
  });

  test('a good form: one client and its outbox entry, then step 2', async () => {
    const db = await freshStore();
    await show();
    const user = userEvent.setup();
    fillValid();
    await user.click(screen.getByRole('button', { name: receptionText.next }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const rows = await db.clients.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fields).toMatchObject({
      nationalCode: '0499370899', birthCertificateNumber: '1234', birthDay: '1990-03-21', gender: 1, education: 3,
      maritalStatus: 2, numberOfChildren: 2, housing: 3, phoneNumber: '09121234567', isScreening: true, greenCardCode: '',
    });
    const outbox = await db.outbox.toArray();
    expect(outbox.map((e) => e.operation)).toEqual(['client.create']);
    expect(readRegistration()).toEqual({ clientLocalId: rows[0]!.localId, existing: false });
  });

  test('a national code already on the tablet opens that client instead of making a second', async () => {
    const db = await freshStore();
    const existing = await createClient(db, clientFields(1, { nationalCode: '0499370899' }));
    await show();
    const user = userEvent.setup();
    fillValid();
    await user.click(screen.getByRole('button', { name: receptionText.next }));
    await waitFor(() => expect(onExisting).toHaveBeenCalledWith(existing));
    expect(await db.clients.count()).toBe(1);
  });

  test('back from step 2: the form shows the client made, and next edits it instead of making another', async () => {
    const db = await freshStore();
    const localId = await createClient(db, clientFields(5, { nationalCode: '0499370899', firstName: 'نسرین' }));
    keepRegistration({ clientLocalId: localId, existing: false });
    await renderInRouter(() => <AddClientStep1 title="افزودن" crumbs={[]} onCreated={onCreated} onExisting={onExisting} resume />);
    await waitFor(() => expect((field(L.firstName) as HTMLInputElement).value).toBe('نسرین'));
    put(L.firstName, 'نسیم');
    fireEvent.click(screen.getByRole('button', { name: receptionText.next }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(localId));
    expect(onExisting).not.toHaveBeenCalled();
    expect(await db.clients.count()).toBe(1);
    expect((await db.clients.get(localId))!.fields.firstName).toBe('نسیم');
    expect((await db.outbox.toArray()).map((e) => e.operation)).toEqual(['client.create', 'client.update']);
  });
});
