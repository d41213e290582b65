// Outcomes a person must be told of wherever they are: an entry the
// server refused, an SMS that reached the server after its dialog stopped waiting, and a merge
// of two tablets' clients. Each is claimed once, in a transaction, by whichever tab (or the SMS
// dialog) asks first, so a refusal toasts once even with two tabs open.
import { liveQuery } from 'dexie';
import { clientLabelOf } from './client-label';
import type { ClinicDb } from '../store/index';
import { getEntry } from './queue';
import { hasUntoldOutcome, untoldField } from '../store/index';
import type { MergeRow, OutboxEntry } from '../store/index';

export type OutcomeNotice =
  | { kind: 'refused' | 'sent'; entry: OutboxEntry; clientLabel: string }
  | { kind: 'merged'; merge: MergeRow; clientLabel: string };

const mine = (userId: string | undefined) => (entry: OutboxEntry) => !userId || !entry.userId || entry.userId === userId;

/** From the index of untold outcomes alone (store/untold-index.ts): a few entries, whatever the
 * queue holds, and a write that neither adds nor removes one changes nothing this reads. */
async function candidates(db: ClinicDb, userId: string | undefined) {
  const [untold, merges] = await Promise.all([
    db.outbox.where(untoldField).equals(1).toArray(),
    db.merges.filter((merge) => !merge.noticedAt).toArray(),
  ]);
  const theirs = untold.filter(hasUntoldOutcome).filter(mine(userId));
  return { refused: theirs.filter((e) => e.state === 'failed'), sent: theirs.filter((e) => e.state === 'done'), merges };
}

/** How many outcomes wait to be told (the watcher's cheap live check). */
export async function untoldCount(db: ClinicDb, userId?: string): Promise<number> {
  const { refused, sent, merges } = await candidates(db, userId);
  return refused.length + sent.length + merges.length;
}

/** Takes every untold outcome of this person and marks it told, in one transaction. */
export async function claimOutcomeNotices(db: ClinicDb, userId?: string, now = Date.now()): Promise<OutcomeNotice[]> {
  return db.transaction('rw', db.outbox, db.merges, db.clients, async () => {
    const { refused, sent, merges } = await candidates(db, userId);
    const notices: OutcomeNotice[] = [];
    for (const [kind, entries] of [['refused', refused], ['sent', sent]] as const) {
      for (const entry of entries) {
        await db.outbox.update(entry.seq!, { noticeFor: entry.id });
        notices.push({ kind, entry, clientLabel: clientLabelOf(entry, await db.clients.get(entry.chain)) });
      }
    }
    for (const merge of merges) {
      await db.merges.update(merge.id!, { noticedAt: new Date(now).toISOString() });
      notices.push({ kind: 'merged', merge, clientLabel: `${merge.localFields.firstName} ${merge.localFields.lastName}`.trim() });
    }
    return notices;
  });
}

/** The SMS dialog tells the outcome of its own entry itself: true when it claimed it first. */
export async function claimEntryNotice(db: ClinicDb, entryId: string): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await getEntry(db, entryId);
    if (!entry || entry.noticeFor === entry.id) return false;
    await db.outbox.update(entry.seq!, { noticeFor: entry.id });
    return true;
  });
}

/** Calls `onNotices` with each batch of untold outcomes as they appear, until unsubscribed. */
export function watchOutcomeNotices(db: ClinicDb, userId: string | undefined, onNotices: (notices: OutcomeNotice[]) => void): () => void {
  let claiming = Promise.resolve();
  const subscription = liveQuery(() => untoldCount(db, userId)).subscribe({
    next: (count) => {
      if (count === 0) return;
      claiming = claiming.then(async () => {
        const notices = await claimOutcomeNotices(db, userId);
        if (notices.length > 0) onNotices(notices);
      }).catch(() => {});
    },
    error: () => {},
  });
  return () => subscription.unsubscribe();
}
