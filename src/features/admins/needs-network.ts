// Admin work needs the network (accounts are never queued): offline, or a call that found no network, says so
// in Persian instead of queueing; other failures go to the toast bridge.
import { isUnreachable } from '../../api/errors';
import { messages } from '../../domain/messages';
import { reportError, showToast } from '../../ui/toast-store';

export const isOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

export function reportAdminError(error: unknown): void {
  if (isUnreachable(error)) {
    showToast('error', messages.needsNetwork);
    return;
  }
  reportError(error);
}
