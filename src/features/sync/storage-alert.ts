// A write refused because the tablet's storage is full, as app state (style.md: quota is state,
// not a crash): the toast bridge sets it, the sync centre shows it until a write succeeds again.
import { create } from 'zustand';

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
