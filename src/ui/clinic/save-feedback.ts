// What a clinical form shows after it tried to save: the seeds' message for an incomplete form
// (error style for questionnaires, 001 §8), the success text once the local commit returned,
// or the storage-full message (a write is all-or-nothing).
import { messages } from '../../domain/messages';
import { reportError, showToast, type ToastKind } from '../toast-store';

export type SaveResult = { ok: true; localId: string } | { ok: false; message: string };

/** Runs the save; true when it committed. */
export async function saveWithFeedback(save: () => Promise<SaveResult>, success: string, incompleteKind: ToastKind = 'error'): Promise<boolean> {
  try {
    const result = await save();
    if (!result.ok) {
      showToast(incompleteKind, result.message);
      return false;
    }
    showToast('success', success);
    return true;
  } catch (error) {
    if (error instanceof Error && /quota/i.test(`${error.name} ${error.message}`)) showToast('error', messages.storageFull);
    else reportError(error);
    return false;
  }
}
