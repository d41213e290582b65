// A refusal reaches the person on whatever screen they are on: one
// watcher turns each outcome db/ hands over (claimed once, whichever tab asks first) into a
// toast — the server's Persian message for a refused entry, the seeds' SMS messages, a merge.
// They speak about the tablet's queue, not a screen: a navigation leaves them (scope 'app').
import { localDb, watchOutcomeNotices, type OutcomeNotice } from '../db/index';
import { messages } from '../domain/messages';
import { entryKindLabel, syncText } from '../domain/sync-labels';
import { showToast, type ToastKind } from '../ui/toast-store';

/** More refusals than this at once become one toast pointing to the sync centre. */
export const refusalsToastedOneByOne = 3;

export function toastOfNotice(notice: OutcomeNotice): { kind: ToastKind; message: string } {
  if (notice.kind === 'merged') return { kind: 'info', message: syncText.mergedToast(notice.clientLabel, notice.merge.nationalCode) };
  const { entry } = notice;
  const sms = entry.table === 'smsMessages';
  if (notice.kind === 'sent') return { kind: 'success', message: sms ? messages.smsSent : messages.infoSaved };
  // An SMS refusal reads as the server's words alone: a provider failure is the seeds' message (000 §8, 001 §8).
  if (sms) return { kind: 'error', message: entry.lastError?.message || messages.smsFailed };
  return { kind: 'error', message: syncText.refusedToast(entryKindLabel(entry.operation, entry.table), notice.clientLabel, entry.lastError?.message ?? '') };
}

export function showOutcomeToasts(notices: OutcomeNotice[]): void {
  const refused = notices.filter((n) => n.kind === 'refused');
  const shown = refused.length > refusalsToastedOneByOne ? notices.filter((n) => n.kind !== 'refused') : notices;
  if (shown !== notices) showToast('error', syncText.refusedMany(refused.length), { scope: 'app' });
  for (const notice of shown) {
    const toast = toastOfNotice(notice);
    showToast(toast.kind, toast.message, { scope: 'app' });
  }
}

/** Watches while `userId` is signed in; returns the stop. */
export function watchOutcomes(userId: string): () => void {
  return watchOutcomeNotices(localDb(), userId, showOutcomeToasts);
}
