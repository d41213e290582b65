// @vitest-environment jsdom
// The status chip in the top bar: online/offline and the entries waiting, live from Dexie; a
// warning when an offline session has work to send; it opens the station's sync centre. And the
// storage-full state: a refused write's toast becomes state the sync centre shows.
import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { toastOfError } from '../../src/app/toast-bridge';
import { TopBarStatus } from '../../src/routes/-shell/top-bar-status';
import { watchStorageFull } from '../../src/app/storage-full-watch';
import { createClient, LocalWriteError } from '../../src/db/index';
import { messages } from '../../src/domain/messages';
import { syncText } from '../../src/domain/sync-labels';
import { useSessionStore, type Session } from '../../src/features/auth/session-store';
import { clearStorageFull, useStorageAlert } from '../../src/features/sync/storage-alert';
import { showToast } from '../../src/ui/toast-store';
import { clientFields } from './db-fixtures';
import { freshStore, renderInRouter } from './reception-harness';
import { expectNamedByWhatItShows } from './label-in-name';

const reception: Session = { hasAuth: true, fullName: 'پذیرش', userId: 3, expiresIn: 3600, role: 'Reception' };

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

beforeEach(async () => {
  await freshStore();
  clearStorageFull();
  setOnline(true);
  useSessionStore.setState({ session: reception, token: 'a-token' });
});

const chip = () => screen.findByTestId('sync-status-chip');

describe('the status chip', { timeout: 30_000 }, () => {
  test('online with nothing waiting, linking to the station\'s sync centre', async () => {
    const { router } = await renderInRouter(() => <TopBarStatus />, '/v2/reception/clientManagment');
    await waitFor(async () => expect((await chip()).getAttribute('aria-label')).toBe(syncText.chipLabel(true, 0)));
    expect((await chip()).textContent).toBe(`${syncText.online}${syncText.chipSeparator}${syncText.waitingCount(0)}`);
    expect((await chip()).getAttribute('href')).toBe('/v2/reception/sync');
    expectNamedByWhatItShows(await chip());
    fireEvent.click(await chip());
    await waitFor(() => expect(router.state.location.pathname).toBe('/v2/reception/sync'));
  });

  test('counts the entries that wait, live, and says when the tablet is offline', async () => {
    const db = await freshStore();
    await renderInRouter(() => <TopBarStatus />, '/v2/helper/clientManagment');
    await createClient(db, clientFields(1));
    await createClient(db, clientFields(2));
    await waitFor(async () => expect((await chip()).getAttribute('data-waiting')).toBe('2'));
    setOnline(false);
    await waitFor(async () => expect((await chip()).getAttribute('aria-label')).toBe(syncText.chipLabel(false, 2)));
    expect((await chip()).textContent).toBe(`${syncText.offline}${syncText.chipSeparator}۲ مورد در انتظار`);
    expect((await chip()).getAttribute('href')).toBe('/v2/helper/sync');
  });

  test('an offline session with work waiting asks for a sign-in', async () => {
    const db = await freshStore();
    useSessionStore.setState({ session: { ...reception, offline: true }, token: null });
    await createClient(db, clientFields(3));
    await renderInRouter(() => <TopBarStatus />, '/v2/reception/clientManagment');
    await waitFor(async () => expect((await chip()).textContent).toContain(syncText.chipNeedsSignIn));
    expect((await chip()).getAttribute('aria-label')).toContain(syncText.needsSignInTitle);
    expectNamedByWhatItShows(await chip());
  });

  test('nobody signed in, or no station in the URL: no chip', async () => {
    useSessionStore.setState({ session: null, token: null });
    await renderInRouter(() => <TopBarStatus />, '/v2/reception/clientManagment');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('sync-status-chip')).toBeNull();
  });
});

describe('storage full', () => {
  test('a refused write reads as the storage-full message and becomes the sync centre\'s state', () => {
    expect(toastOfError(new LocalWriteError('storage-full', 'storage full'))).toEqual({ kind: 'error', message: messages.storageFull });
    const stop = watchStorageFull();
    showToast('success', messages.infoSaved);
    expect(useStorageAlert.getState().fullSince).toBeUndefined();
    showToast('error', messages.storageFull);
    expect(useStorageAlert.getState().fullSince).toBeTypeOf('number');
    stop();
  });

  test('the storage-full state clears once space is free again', async () => {
    vi.useFakeTimers();
    try {
      const mb = 1024 * 1024;
      let usage = 995 * mb;
      const stop = watchStorageFull({ intervalMs: 1_000, figures: async () => ({ usage, quota: 1000 * mb, persisted: true }) });
      showToast('error', messages.storageFull);
      await vi.advanceTimersByTimeAsync(3_000);
      expect(useStorageAlert.getState().fullSince).toBeTypeOf('number'); // still full
      usage = 600 * mb; // uploaded photo bytes left the tablet
      await vi.advanceTimersByTimeAsync(1_000);
      expect(useStorageAlert.getState().fullSince).toBeUndefined();
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
