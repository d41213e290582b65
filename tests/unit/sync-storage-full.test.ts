// A sync pass the tablet's full storage failed is told with the seeds' message, once: a pass a
// trigger started (no one waits on it) as much as one a person asked for (whose error the toast
// bridge also sees), and the sync centre's storage-full state follows the toast.
import { afterEach, describe, expect, test } from 'vitest';
import { installToastBridge } from '../../src/app/toast-bridge';
import { watchStorageFull, watchSyncStorageFull } from '../../src/app/storage-full-watch';
import { LocalWriteError } from '../../src/db/quota/write-guard';
import { messages } from '../../src/domain/messages';
import { clearStorageFull, useStorageAlert } from '../../src/features/sync/storage-alert';
import type { SyncStatus } from '../../src/sync/engine-types';
import { reportError, useToastStore } from '../../src/ui/toast-store';

/** The engine's status as app/ sees it: status() and subscribe(). */
function fakeEngine() {
  let status: SyncStatus = { phase: 'idle', progress: {} };
  const listeners = new Set<(s: SyncStatus) => void>();
  return {
    status: () => status,
    subscribe(listener: (s: SyncStatus) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: Partial<SyncStatus>) {
      status = { ...status, ...next };
      for (const listener of listeners) listener(status);
    },
  };
}

const storageFullToasts = () => useToastStore.getState().toasts.filter((t) => t.message === messages.storageFull);

afterEach(() => {
  useToastStore.setState({ toasts: [] });
  clearStorageFull();
});

describe('a sync pass on a full disk', () => {
  test('a pass no one awaited is told once, and the sync centre\'s state is set', () => {
    const stop = watchStorageFull();
    const engine = fakeEngine();
    watchSyncStorageFull(engine);
    engine.set({ phase: 'waiting', lastError: 'QuotaExceededError', storageFullAt: 1_000 });
    expect(storageFullToasts()).toHaveLength(1);
    expect(useStorageAlert.getState().fullSince).toBeTypeOf('number');
    // Other status changes of the same failure tell nothing more.
    engine.set({ phase: 'waiting', nextAttemptAt: 5_000 });
    expect(storageFullToasts()).toHaveLength(1);
    // A later failure, its toast gone by then, is told again.
    useToastStore.setState({ toasts: [] });
    engine.set({ storageFullAt: 9_000 });
    expect(storageFullToasts()).toHaveLength(1);
    stop();
  });

  test('a person who pressed "sync now" reads the message once, not once from the status and once from the error', () => {
    installToastBridge();
    const engine = fakeEngine();
    watchSyncStorageFull(engine);
    // The engine sets its status, then throws to whoever awaited the pass.
    engine.set({ storageFullAt: 2_000 });
    reportError(new LocalWriteError('storage-full', 'storage full'));
    expect(storageFullToasts()).toHaveLength(1);
    // A screen's own save refused for space, with no such toast on screen, is told as before.
    useToastStore.setState({ toasts: [] });
    reportError(new LocalWriteError('storage-full', 'storage full'));
    expect(storageFullToasts()).toHaveLength(1);
  });
});
