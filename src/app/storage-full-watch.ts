// A write refused for lack of space becomes a state the sync centre shows (style.md: quota is
// state): whichever path showed messages.storageFull (the toast bridge or a screen's own save
// feedback), the state follows the toast. While it is set, the tablet's usage is checked again
// every half minute (photo bytes leave once uploaded, deleted clients leave with the pull) and
// the state clears once there is room again.
// From db/quota (no Dexie), not db/index: this watch starts with the app, Dexie loads later.
import { storageFigures, type StorageFigures } from '../db/quota/index';
import { messages } from '../domain/messages';
import { clearStorageFull, hasRoomAgain, markStorageFull, useStorageAlert } from '../features/sync/storage-alert';
import type { SyncStatus } from '../sync/engine-types';
import { showToast, useToastStore } from '../ui/toast-store';

export interface StorageWatchOptions {
  intervalMs?: number;
  figures?: () => Promise<StorageFigures | undefined>;
}

export function watchStorageFull({ intervalMs = 30_000, figures = storageFigures }: StorageWatchOptions = {}): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const check = async () => {
    const now = await figures().catch(() => undefined);
    if (now && hasRoomAgain(now)) clearStorageFull();
  };
  const follow = (fullSince: number | undefined) => {
    if (fullSince !== undefined && timer === undefined) timer = setInterval(() => void check(), intervalMs);
    if (fullSince === undefined && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  const stopAlert = useStorageAlert.subscribe((state) => follow(state.fullSince));
  const stopToasts = useToastStore.subscribe((state, previous) => {
    if (state.toasts.length <= previous.toasts.length) return;
    const added = state.toasts.slice(previous.toasts.length);
    if (added.some((toast) => toast.message === messages.storageFull)) markStorageFull();
  });
  follow(useStorageAlert.getState().fullSince);
  return () => {
    stopAlert();
    stopToasts();
    follow(undefined);
  };
}

/** Whether the storage-full message is on screen now. */
export function storageFullShown(): boolean {
  return useToastStore.getState().toasts.some((toast) => toast.message === messages.storageFull);
}

interface StatusSource {
  status(): SyncStatus;
  subscribe(listener: (status: SyncStatus) => void): () => void;
}

const watchedEngines = new WeakSet<StatusSource>();

/** A sync pass the tablet's full storage failed (the engine's storageFullAt): the seeds' message
 * once per failure, unless it is on screen already (a person who pressed "sync now" is told by
 * the toast bridge too). A pass a trigger started has no one waiting on it: without this, its
 * failure was never told. The toast sets the state, as every storage-full toast does. */
export function watchSyncStorageFull(engine: StatusSource): void {
  if (watchedEngines.has(engine)) return;
  watchedEngines.add(engine);
  let told = engine.status().storageFullAt;
  engine.subscribe(({ storageFullAt }) => {
    if (storageFullAt === undefined || storageFullAt === told) return;
    told = storageFullAt;
    if (!storageFullShown()) showToast('error', messages.storageFull, { scope: 'app' });
  });
}
