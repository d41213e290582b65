// @vitest-environment jsdom
// The public intake as a visitor sees it: a wrong check digit is refused at step 1 where
// the code is typed (a foreign national's code has none), every step has a way back and a way to
// cancel (cancel closes the intake so the kiosk forgets it once sent), back from the documents
// shows the visitor's own answers to correct, and a tablet that is not a kiosk says so.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createClient } from '../../src/db/index';
import { intakeText } from '../../src/domain/intake-text';
import { messages } from '../../src/domain/messages';
import { clientFieldLabels as L, kioskText, receptionText } from '../../src/domain/reception-text';
import { appText } from '../../src/domain/stations';
import { IntakeBasicInfo } from '../../src/features/clients/intake-basic-info';
import { IntakeFrame } from '../../src/features/intake/intake-frame';
import { NationalCodeStep } from '../../src/features/intake/national-code-step';
import { stopAppSync } from '../../src/sync/index';
import { useKioskStore } from '../../src/state/kiosk-mode';
import { clearRegistration, keepIntakeCode, keepRegistration, readRegistration } from '../../src/state/registration-draft';
import { clientFields } from './db-fixtures';
import { freshStore, renderInRouter, toastMessages } from './reception-harness';

const label = (text: string) => new RegExp(`^${text}[\\s*]*$`);
const field = (text: string) => screen.getByLabelText(label(text), { selector: 'input, select, textarea' });
const put = (text: string, value: string) => fireEvent.change(field(text), { target: { value } });
const kiosk = () => useKioskStore.setState({ device: { deviceName: 'ورودی', expiresAt: Date.now() + 3_600_000 }, token: 'kiosk-token' });

beforeEach(() => {
  clearRegistration();
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
});
afterEach(() => {
  stopAppSync();
  useKioskStore.setState({ device: null });
});

describe('step 1 checks the national code where it is typed', { timeout: 30_000 }, () => {
  test('a wrong check digit is refused with the seeds message and goes nowhere; a foreign national passes', async () => {
    const db = await freshStore();
    const onNew = vi.fn();
    await renderInRouter(() => <NationalCodeStep onNew={onNew} onFound={() => {}} />);
    put(kioskText.nationalCode, '0084575949');
    put(kioskText.nationalCodeAgain, '0084575949');
    // Shown in Persian digits as typed, kept and sent in ASCII.
    expect((field(kioskText.nationalCode) as HTMLInputElement).value).toBe('۰۰۸۴۵۷۵۹۴۹');
    fireEvent.click(screen.getByRole('button', { name: kioskText.check }));
    const first = field(kioskText.nationalCode);
    expect(await screen.findByText(messages.nationalCodeInvalid)).toBeTruthy();
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(first.getAttribute('aria-describedby')!)?.textContent).toBe(messages.nationalCodeInvalid);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onNew).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: intakeText.foreignNational }));
    fireEvent.click(screen.getByRole('button', { name: kioskText.check }));
    await waitFor(() => expect(onNew).toHaveBeenCalledWith('0084575949'));
    expect(await db.clients.count()).toBe(0);
  });

  test('back from step 2: the code the visitor typed is there to correct', async () => {
    await freshStore();
    keepIntakeCode('0084575948');
    await renderInRouter(() => <NationalCodeStep onNew={() => {}} onFound={() => {}} />);
    expect((field(kioskText.nationalCode) as HTMLInputElement).value).toBe('۰۰۸۴۵۷۵۹۴۸');
    expect((field(kioskText.nationalCodeAgain) as HTMLInputElement).value).toBe('۰۰۸۴۵۷۵۹۴۸');
  });
});

describe('the frame of every step: where the visitor is, a way back, a way to cancel', { timeout: 30_000 }, () => {
  test('step 1 has no back; later steps do; each shows the institute and what to do', async () => {
    await freshStore();
    kiosk();
    const onBack = vi.fn();
    const { unmount } = await renderInRouter(() => <IntakeFrame step={0} onIdle={() => {}}><p>form</p></IntakeFrame>);
    expect(screen.getByText(appText.instituteName)).toBeTruthy();
    expect(screen.getByText(intakeText.instructions[0])).toBeTruthy();
    expect(screen.queryByRole('button', { name: intakeText.back })).toBeNull();
    expect(screen.getByRole('button', { name: intakeText.cancel })).toBeTruthy();
    unmount();
    for (const step of [1, 2, 3] as const) {
      const view = await renderInRouter(() => <IntakeFrame step={step} onIdle={() => {}} onBack={onBack}><p>form</p></IntakeFrame>);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(appText.intakeStepper[step]);
      expect(screen.getByText(intakeText.instructions[step])).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: intakeText.back }));
      expect(onBack).toHaveBeenCalledTimes(step);
      expect(screen.getByRole('button', { name: intakeText.cancel })).toBeTruthy();
      view.unmount();
    }
  });

  test('cancel asks first; confirmed, the visitor starts again and the intake is closed for the kiosk to forget', async () => {
    const db = await freshStore();
    kiosk();
    const visitor = await createClient(db, clientFields(7));
    keepRegistration({ clientLocalId: visitor, existing: false });
    keepIntakeCode(clientFields(7).nationalCode);
    const onIdle = vi.fn();
    await renderInRouter(() => <IntakeFrame step={2} onIdle={onIdle} onBack={() => {}}><p>form</p></IntakeFrame>);
    await waitFor(async () => expect((await db.clients.get(visitor))?.kioskClosed).toBeUndefined()); // the one on screen is kept
    fireEvent.click(screen.getByRole('button', { name: intakeText.cancel }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(intakeText.cancelQuestion)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: appText.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onIdle).not.toHaveBeenCalled();
    expect(readRegistration()).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: intakeText.cancel }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: appText.confirm }));
    await waitFor(() => expect(onIdle).toHaveBeenCalledTimes(1));
    expect(readRegistration()).toBeNull();
    expect(sessionStorage.getItem('intake-national-code')).toBeNull();
    // Not on the server yet: kept, unread, until it is; closed so the engine then deletes it.
    await waitFor(async () => expect((await db.clients.get(visitor))?.kioskClosed).toBe(1));
  });

  test('a tablet that is not a kiosk says so, and shows no form', async () => {
    await freshStore();
    await renderInRouter(() => <IntakeFrame step={0} onIdle={() => {}}><p>form</p></IntakeFrame>);
    expect(screen.getByText(intakeText.notAKioskTitle)).toBeTruthy();
    expect(screen.getByText(intakeText.notAKiosk)).toBeTruthy();
    expect(screen.getByRole('link', { name: appText.backHome }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('form')).toBeNull();
    expect(screen.queryByRole('button', { name: intakeText.cancel })).toBeNull();
  });
});

describe('back from the documents to basic info', { timeout: 30_000 }, () => {
  test("the visitor's own answers come back, and a correction replaces the unsent create (a kiosk cannot edit on the server)", async () => {
    const db = await freshStore();
    const visitor = await createClient(db, clientFields(8, { nationalCode: '0084575948', firstName: 'زهرا' }));
    keepRegistration({ clientLocalId: visitor, existing: false });
    const onDone = vi.fn();
    await renderInRouter(() => <IntakeBasicInfo nationalCode="0084575948" onDone={onDone} />);
    await waitFor(() => expect((field(L.firstName) as HTMLInputElement).value).toBe('زهرا'), { timeout: 10_000 });
    put(L.firstName, 'زینب');
    fireEvent.click(screen.getByRole('button', { name: receptionText.next }));
    await waitFor(() => expect(onDone).toHaveBeenCalled(), { timeout: 10_000 });
    expect(await db.clients.count()).toBe(1);
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => e.operation)).toEqual(['client.create']);
    expect(entries[0]!.payload).toMatchObject({ firstName: 'زینب', localId: visitor });
    expect((await db.clients.get(visitor))!.fields.firstName).toBe('زینب');

    // Once the create has left, the correction cannot be sent from the kiosk: the visitor is told.
    await db.outbox.update(entries[0]!.seq!, { state: 'done' });
    onDone.mockClear();
    // The first form leaves first: still on screen with 'زینب' typed in, it answered the wait
    // below at once, and a loaded machine clicked the new form's «بعدی» before its values came.
    cleanup();
    await renderInRouter(() => <IntakeBasicInfo nationalCode="0084575948" onDone={onDone} />);
    await waitFor(() => expect(screen.getAllByDisplayValue('زینب').length).toBeGreaterThan(0), { timeout: 10_000 });
    fireEvent.click(screen.getAllByRole('button', { name: receptionText.next }).at(-1)!);
    await waitFor(() => expect(onDone).toHaveBeenCalled(), { timeout: 10_000 });
    expect(toastMessages()).toContain(intakeText.alreadySent);
    expect((await db.outbox.toArray()).map((e) => e.operation)).toEqual(['client.create']);
  });
});
