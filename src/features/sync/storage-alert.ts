// A write refused because the tablet's storage is full, as app state (style.md: quota is state,
// not a crash): the toast bridge sets it, the sync centre shows it until there is room again.
import { create } from 'zustand';
import type { StorageFigures } from '../../db/index';

interface StorageAlertState {
  /** Epoch ms of the last write refused for lack of space; undefined when none. */
  fullSince?: number;
}

export const useStorageAlert = create<StorageAlertState>(() => ({}));

export function markStorageFull(now = Date.now()): void {
  useStorageAlert.setState({ fullSince: now });
}

export function clearStorageFull(): void {
  useStorageAlert.setState({ fullSince: undefined });
}

/** Room again: a tenth of the quota free, and never less than 20 MB (a few photos and their entries). */
export function hasRoomAgain({ usage, quota }: Pick<StorageFigures, 'usage' | 'quota'>): boolean {
  const free = quota - usage;
  return quota > 0 && free >= Math.max(quota / 10, 20 * 1024 * 1024);
}
