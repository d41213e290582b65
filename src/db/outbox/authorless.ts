// The queue as a kiosk leaves it: entries without an author (a kiosk's) and what is not yet done.
import type { ClinicDb } from '../store/index';
import type { OutboxEntry } from '../store/index';
import type { OutboxAuthor } from './current-user';
import { stateSpan } from './queue';

/** Entries without an author and not yet done become `author`'s; resolves to how many. */
export function giveAuthorlessEntriesTo(db: ClinicDb, author: OutboxAuthor): Promise<number> {
  return db.transaction('rw', db.outbox, () =>
    db.outbox.filter((e) => e.userId === undefined && e.state !== 'done')
      .modify({ userId: author.userId, authorName: author.fullName }));
}

/** How many entries without an author the server refused. */
export function refusedAuthorlessCount(db: ClinicDb): Promise<number> {
  return stateSpan(db, 'failed').filter((e) => e.userId === undefined).count();
}

/** Every entry not done: what must still reach the server, or be settled by a person. */
export function unsentEntries(db: ClinicDb): Promise<OutboxEntry[]> {
  return db.outbox.filter((entry) => entry.state !== 'done').toArray();
}
