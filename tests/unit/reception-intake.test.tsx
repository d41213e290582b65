// @vitest-environment jsdom
// The public intake (000 §2.10, §5): the national code twice ('کدملی ها یکسان نیست.'), 10
// digits, nothing written while wrong; a code on the tablet is not looked up there;
// the basic-info step's role choice; a kiosk's 3-minute idle reset.
import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createClient } from '../../src/db/index';
import { messages } from '../../src/domain/messages';
import { clientFieldLabels as L, kioskText, receptionText } from '../../src/domain/reception-text';
import { IntakeBasicInfo } from '../../src/features/clients/intake-basic-info';
import { kioskIdleMs, useIdleReset } from '../../src/features/intake/idle-reset';
import { NationalCodeStep } from '../../src/features/intake/national-code-step';
import { clearRegistration, readRegistration } from '../../src/state/registration-draft';
import { clientFields } from './db-fixtures';
import { freshStore, renderInRouter, toastMessages } from './reception-harness';

beforeEach(() => {
  clearRegistration();
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
});
afterEach(() => vi.useRealTimers());

const label = (text: string) => new RegExp(`^${text}[\\s*]*$`);
const put = (text: string, value: string) => fireEvent.change(screen.getByLabelText(label(text), { selector: 'input, select, textarea' }), { target: { value } });

describe('intake step 1: the national code twice', { timeout: 30_000 }, () => {
  test('not 10 digits, then not the same: the messages, and nothing written', async () => {
    const db = await freshStore();
    const onNew = vi.fn();
    await renderInRouter(() => <NationalCodeStep onNew={onNew} onFound={() => {}} />);
    put(kioskText.nationalCode, '12345');
    fireEvent.click(screen.getByRole('button', { name: kioskText.check }));
    expect((await screen.findAllByText(messages.nationalCodeInvalid)).length).toBe(2);
    put(kioskText.nationalCode, '۰۰۸۴۵۷۵۹۴۸');
    put(kioskText.nationalCodeAgain, '0084575949');
    fireEvent.click(screen.getByRole('button', { name: kioskText.check }));
    expect(await screen.findByText(messages.nationalCodesDiffer)).toBeTruthy();
    expect(onNew).not.toHaveBeenCalled();
    put(kioskText.nationalCodeAgain, '0084575948');
    fireEvent.click(screen.getByRole('button', { name: kioskText.check }));
    await waitFor(() => expect(onNew).toHaveBeenCalledWith('0084575948')); // offline and unknown: a new client
    expect(await db.clients.count()).toBe(0);
  });

  test('a code this tablet holds is not looked up here: a kiosk reads nothing local, so offline it is a new visitor', async () => {
    const db = await freshStore();
    await createClient(db, clientFields(1, { nationalCode: '0084575948' }));
    const onFound = vi.fn();
    const onNew = vi.fn();
    await renderInRouter(() => <NationalCodeStep onNew={onNew} onFound={onFound} />);
    put(kioskText.nationalCode, '0084575948');
    put(kioskText.nationalCodeAgain, '0084575948');
    fireEvent.click(screen.getByRole('button', { name: kioskText.check }));
    await waitFor(() => expect(onNew).toHaveBeenCalledWith('0084575948'));
    expect(onFound).not.toHaveBeenCalled();
    expect(readRegistration()).toBeNull();
  });
});

describe('intake step 2: basic info and the role choice', { timeout: 30_000 }, () => {
  test('had a file before reveals covered and screening, one of which is required', async () => {
    const db = await freshStore();
    const onDone = vi.fn();
    await renderInRouter(() => <IntakeBasicInfo nationalCode="0084575948" onDone={onDone} />);
    expect(screen.queryByLabelText(L.isCoveredPatient)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: kioskText.hadFile }));
    expect(screen.getByRole('checkbox', { name: L.isCoveredPatient })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: L.isScreening })).toBeTruthy();
    expect(await screen.findByText(messages.chooseRole)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: receptionText.next }));
    await waitFor(() => expect(toastMessages()).toContain(messages.createClientIncomplete));
    expect(await db.clients.count()).toBe(0);

    for (const [field, value] of [[L.firstName, 'زهرا'], [L.lastName, 'محمدی'], [L.fatherName, 'حسن'], [L.nationality, 'ایرانی'],
      [L.birthCertificateNumber, '1'], [L.birthDay, '1365/06/15'], [L.gender, '1'], [L.education, '2'], [L.maritalStatus, '1'],
      [L.childNumber, '0'], [L.housing, '1'], [L.phoneNumber, '09351234567'], [L.address, 'کرج']] as const) put(field, value);
    fireEvent.click(screen.getByRole('checkbox', { name: L.isScreening }));
    fireEvent.click(screen.getByRole('button', { name: receptionText.next }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [row] = await db.clients.toArray();
    expect(row!.fields).toMatchObject({ nationalCode: '0084575948', isNew: false, isScreening: true, isCoveredPatient: false, greenCardCode: '' });
  });
});

function Idle({ onIdle }: { onIdle: () => void }) {
  useIdleReset(true, onIdle);
  return <input aria-label="field" />;
}

describe('kiosk idle reset', () => {
  test('3 minutes without a touch calls the reset; a touch starts the wait again', () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    render(<Idle onIdle={onIdle} />);
    act(() => vi.advanceTimersByTime(kioskIdleMs - 1000));
    fireEvent.pointerDown(window);
    act(() => vi.advanceTimersByTime(kioskIdleMs - 1000));
    expect(onIdle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(kioskIdleMs).toBe(180_000);
  });
});
