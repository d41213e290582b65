// @vitest-environment jsdom
// The lock, as the person sees it: a lock covers the screen and keeps the
// half-filled form under it; the right password brings the form back as it was, a wrong one says
// so and stays locked; a page opened locked shows nothing but the lock screen. Ten idle minutes
// (here a few milliseconds) lock the tablet, input in any tab keeps it open. The worker's copy
// of the key: given by an unlock, handed to an asking page, dropped and announced on a lock.
import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { exportDataKey, isUnlocked, localDb, lock, rememberOnlineSignIn, unlockWith } from '../../src/db/index';
import { handleKeyMessage, keyMessage, type KeyReply } from '../../src/db/crypto/worker-key';
import { lockText } from '../../src/domain/lock-text';
import { appText } from '../../src/domain/stations';
import { idleTooLong, watchIdle } from '../../src/features/auth/idle-lock';
import { LockGate } from '../../src/features/auth/lock-gate';
import { clearSession, storeSession } from '../../src/features/auth/session-store';
import { AppProviders } from '../../src/ui/mui/app-providers';
import { testDataKey } from '../unlocked';

const person = { userName: 'reception', password: 'demo1234', userId: '41', role: 'Reception', fullName: 'سارا پذیرش' };

function HalfFilledForm() {
  const [note, setNote] = useState('');
  return <input aria-label="یادداشت" value={note} onChange={(event) => setNote(event.target.value)} />;
}

const renderGate = () => render(<AppProviders><LockGate><HalfFilledForm /></LockGate></AppProviders>);

describe('the lock screen', () => {
  beforeEach(async () => {
    storeSession({ hasAuth: true, fullName: person.fullName, userId: person.userId, expiresIn: 3600, role: 'Reception' }, 'token');
    await rememberOnlineSignIn(localDb(), person, Date.now(), testDataKey);
  });
  afterEach(() => clearSession());

  test('keeps the half-filled form under the lock and gives it back after the right password', async () => {
    renderGate();
    fireEvent.change(screen.getByLabelText('یادداشت'), { target: { value: 'فشار خون ۱۲' } });
    act(() => lock());
    expect(await screen.findByRole('dialog', { name: lockText.title })).toBeTruthy();
    expect(screen.getByText(lockText.explain(person.fullName))).toBeTruthy();
    // Under the lock: still mounted, but out of reach (inert, hidden from assistive technology).
    expect(screen.queryByRole('textbox', { name: 'یادداشت' })).toBeNull();

    fireEvent.change(screen.getByLabelText(appText.password), { target: { value: 'not-it' } });
    fireEvent.click(screen.getByRole('button', { name: lockText.unlock }));
    expect(await screen.findByText(lockText.wrongPassword, {}, { timeout: 10_000 })).toBeTruthy();
    expect(isUnlocked()).toBe(false);

    fireEvent.change(screen.getByLabelText(appText.password), { target: { value: person.password } });
    fireEvent.click(screen.getByRole('button', { name: lockText.unlock }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    expect(isUnlocked()).toBe(true);
    expect((screen.getByLabelText('یادداشت') as HTMLInputElement).value).toBe('فشار خون ۱۲');
  }, 30_000);

  test('a page opened locked shows only the lock screen', async () => {
    lock();
    renderGate();
    expect(await screen.findByRole('dialog', { name: lockText.title })).toBeTruthy();
    expect(document.querySelector('input[aria-label="یادداشت"]')).toBeNull();
  });

  test("someone whose password never wrapped this tablet's key is told to sign in again online", async () => {
    await rememberOnlineSignIn(localDb(), person); // a verifier kept before encryption: no key
    lock();
    renderGate();
    fireEvent.change(await screen.findByLabelText(appText.password), { target: { value: person.password } });
    fireEvent.click(screen.getByRole('button', { name: lockText.unlock }));
    expect(await screen.findByText(lockText.noOwnCopy, {}, { timeout: 10_000 })).toBeTruthy();
    expect(isUnlocked()).toBe(false);
  }, 30_000);
});

describe('a tablet that held plain rows before the update', () => {
  test('seals them at the unlock with a progress bar, once', async () => {
    const db = localDb();
    await db.open();
    await new Promise<void>((resolve, reject) => {
      const tx = db.backendDB().transaction('clients', 'readwrite');
      for (let n = 0; n < 2000; n++) {
        tx.objectStore('clients').put({ localId: `plain-${n}`, nationalCode: String(2_000_000_000 + n), fields: { firstName: `قدیمی${n}` },
          createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', deleted: 0, submitted: 1, inAll: 1, inCovered: 0, inScreening: 1 });
      }
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    localStorage.removeItem('sealedAtRest');
    renderGate();
    const bar = await screen.findByRole('status');
    expect(bar.textContent).toMatch(new RegExp(`^${lockText.sealing(0, 2000).split(':')[0]}`));
    // A progress bar with no name is a serious axe finding (aria-progressbar-name).
    expect(within(bar).getByRole('progressbar', { name: new RegExp(`^${lockText.sealing(0, 2000).split(':')[0]}`) })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('sealedAtRest')).toBe('1'), { timeout: 20_000 });
    expect(screen.queryByRole('status')).toBeNull();
    const raw = await new Promise<unknown[]>((resolve) => {
      const request = db.backendDB().transaction('clients').objectStore('clients').getAll();
      request.onsuccess = () => resolve(request.result as unknown[]);
    });
    expect(raw.filter((row) => JSON.stringify(row).includes('قدیمی'))).toEqual([]);
    await db.clients.clear();
  }, 30_000);
});

describe('the idle lock', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    localStorage.removeItem('lockAfterMinutes');
  });

  test('locks after the idle limit, and input (in any tab) keeps it open', async () => {
    // 1.5 s here, typing every 100 ms: a busy machine's pauses stay well inside the limit.
    localStorage.setItem('lockAfterMinutes', String(1.5 / 60));
    stop = watchIdle();
    const typing = setInterval(() => fireEvent.keyDown(window, { key: 'a' }), 100);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(isUnlocked()).toBe(true);
    clearInterval(typing);
    // Another tab's input: the shared time of the last input moves on.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    localStorage.setItem('lastInputAt', String(Date.now()));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(isUnlocked()).toBe(true);
    await waitFor(() => expect(isUnlocked()).toBe(false), { timeout: 5_000 });
  }, 15_000);

  test('a screen turned back on after the limit locks at once, before the next tick', () => {
    localStorage.setItem('lockAfterMinutes', '10'); // the timer would look in 15 s
    stop = watchIdle();
    expect(isUnlocked()).toBe(true);
    // The tablet slept for an hour: its page's timers were held back meanwhile.
    localStorage.setItem('lastInputAt', String(Date.now() - 3_600_000));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(isUnlocked()).toBe(false);
  });
});

describe('the idle lock under a clock set back', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    localStorage.removeItem('lockAfterMinutes');
  });
  const threeHours = 3 * 3_600_000;
  const elevenMinutes = 11 * 60_000;
  const tick = () => document.dispatchEvent(new Event('visibilitychange'));

  test('input after the clock went back counts, and ten idle minutes after it lock', () => {
    localStorage.setItem('lockAfterMinutes', '10');
    let clock = Date.parse('2026-11-30T09:00:00Z');
    stop = watchIdle(() => clock);
    expect(isUnlocked()).toBe(true);
    fireEvent.keyDown(window, { key: 'a' });
    clock -= threeHours; // the tablet's time corrected
    clock += 1_000;
    fireEvent.keyDown(window, { key: 'a' });
    clock += elevenMinutes;
    tick();
    expect(isUnlocked()).toBe(false);
  });

  test('no input after it: the idle time counts from the first look after the jump', () => {
    localStorage.setItem('lockAfterMinutes', '10');
    let clock = Date.parse('2026-11-30T09:00:00Z');
    stop = watchIdle(() => clock);
    expect(isUnlocked()).toBe(true);
    clock -= threeHours;
    tick(); // the timer's next look
    clock += elevenMinutes;
    tick();
    expect(isUnlocked()).toBe(false);
  });

  test('a page opened after the clock went back past the last input opens locked', () => {
    localStorage.setItem('lastInputAt', String(Date.now() + threeHours));
    expect(idleTooLong()).toBe(true);
  });
});

describe("the service worker's copy of the key", () => {
  afterEach(() => {
    if (!isUnlocked()) unlockWith(testDataKey);
  });

  async function ask(): Promise<Uint8Array | null> {
    const channel = new MessageChannel();
    const reply = new Promise<KeyReply>((resolve) => {
      channel.port1.onmessage = (event) => resolve(event.data as KeyReply);
    });
    handleKeyMessage({ data: { type: keyMessage.ask }, ports: [channel.port2] }, async () => {});
    const { key } = await reply;
    channel.port1.close();
    return key;
  }

  test('an unlock gives it, a page asks for it, a lock drops it and tells every page', async () => {
    lock();
    const told: string[] = [];
    const tell = async (message: { type: string }) => void told.push(message.type);
    expect(await ask()).toBeNull();
    handleKeyMessage({ data: { type: keyMessage.give, key: new Uint8Array(testDataKey) } }, tell);
    expect(told).toEqual([keyMessage.unlocked]);
    expect(Array.from((await ask())!)).toEqual(Array.from(testDataKey));
    expect(Array.from(exportDataKey())).toEqual(Array.from(testDataKey));

    handleKeyMessage({ data: { type: keyMessage.lock } }, tell);
    handleKeyMessage({ data: { type: keyMessage.lock } }, tell); // a second lock says nothing more
    expect(told).toEqual([keyMessage.unlocked, keyMessage.locked]);
    expect(await ask()).toBeNull();
    expect(handleKeyMessage({ data: { type: 'SKIP_WAITING' } }, tell)).toBe(false);
  });
});
