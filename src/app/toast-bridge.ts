// THE toast bridge (style.md): typed failures from api/ and sync/ become the seeds' messages
// (000 §8). Nothing else maps an error reason to Persian text for a toast.
import { ApiError } from '../api/errors';
// From db/quota (no Dexie), not db/index: the bridge is installed at start, Dexie loads later.
import { isQuotaError, LocalWriteError } from '../db/quota/index';
import { messages } from '../domain/messages';
import { setErrorReporter, showToast, type ToastKind } from '../ui/toast-store';
import { storageFullShown } from './storage-full-watch';

export interface ToastOfError {
  kind: ToastKind;
  message: string;
}

/** The toast for a failure, or null when the failure is handled elsewhere (401 → sign-in). */
export function toastOfError(error: unknown): ToastOfError | null {
  // A local write refused for lack of space (nothing half-written): the sync centre shows it too.
  // A write outside the write guard fails with the browser's own QuotaExceededError.
  if ((error instanceof LocalWriteError && error.reason === 'storage-full') || isQuotaError(error)) return { kind: 'error', message: messages.storageFull };
  if (!(error instanceof ApiError)) return { kind: 'error', message: messages.unknownError };
  if (error.unreachable) return { kind: 'error', message: messages.networkError };
  switch (error.reason) {
    case 'server':
      return { kind: 'error', message: messages.serverError };
    case 'unauthorized':
      return null; // the API client's onUnauthorized clears the session and goes to '/'
    default:
      return { kind: 'info', message: error.serverMessage || messages.unknownError };
  }
}

export function installToastBridge(): void {
  setErrorReporter((error, source) => {
    const toast = toastOfError(error);
    // A full disk told already (a sync pass's failure is told as it happens, and thrown on to
    // whoever asked for the pass): one message, not two.
    if (toast && !(toast.message === messages.storageFull && storageFullShown())) {
      // A full disk speaks about the tablet, not the screen: it stays when the person moves on.
      showToast(toast.kind, toast.message, toast.message === messages.storageFull ? { scope: 'app' } : { source });
    }
  });
}
