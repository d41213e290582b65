// A write refused for lack of space becomes a state the sync centre shows (style.md: quota is
// state): whichever path showed messages.storageFull (the toast bridge or a screen's own save
// feedback), the state follows the toast.
import { messages } from '../domain/messages';
import { markStorageFull } from '../features/sync/storage-alert';
import { useToastStore } from '../ui/toast-store';

export function watchStorageFull(): () => void {
  return useToastStore.subscribe((state, previous) => {
    if (state.toasts.length <= previous.toasts.length) return;
    const added = state.toasts.slice(previous.toasts.length);
    if (added.some((toast) => toast.message === messages.storageFull)) markStorageFull();
  });
}
