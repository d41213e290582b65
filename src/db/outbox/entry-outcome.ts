// Waiting, for a while, for the server's answer to one record's create (the SMS dialog online:
// seeds 000 §8 and 001 §8 show success or failure, not "queued").
import { liveQuery } from 'dexie';
import type { ClinicDb } from '../store/index';
import type { OutboxEntry } from '../store/index';

export type EntryOutcome =
  | { state: 'done' | 'failed'; entry: OutboxEntry }
  | { state: 'waiting'; entry?: OutboxEntry };

async function createOf(db: ClinicDb, localId: string): Promise<OutboxEntry | undefined> {
  const entries = await db.outbox.where('localId').equals(localId).toArray();
  return entries.find((e) => e.operation.endsWith('.create'));
}

/** Resolves when the record's create is done or refused, or with 'waiting' after `timeoutMs`. */
export function waitForEntryOutcome(db: ClinicDb, localId: string, timeoutMs: number): Promise<EntryOutcome> {
  return new Promise((resolve) => {
    let last: OutboxEntry | undefined;
    const finish = (outcome: EntryOutcome) => {
      clearTimeout(timer);
      subscription.unsubscribe();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ state: 'waiting', entry: last }), timeoutMs);
    const subscription = liveQuery(() => createOf(db, localId)).subscribe({
      next: (entry) => {
        last = entry;
        if (entry?.state === 'done' || entry?.state === 'failed') finish({ state: entry.state, entry });
      },
      error: () => finish({ state: 'waiting', entry: last }),
    });
  });
}
