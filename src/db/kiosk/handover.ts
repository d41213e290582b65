// Leaving kiosk mode (issue 10 §3, §7): what the kiosk still holds — intakes not yet sent, and
// intakes the server refused, which nobody at a kiosk can fix — becomes the work of the staff
// member who unlocked it. Their engine sends it with their token, and their sync centre shows a
// refusal with its correction form. Nothing a visitor entered is dropped.
import type { ClinicDb } from '../store/database';
import type { OutboxAuthor } from '../outbox/current-user';
import { stateSpan } from '../outbox/queue';

/** Entries without an author (the kiosk's) and not yet done: the staff member's from now on. */
export function handOverKioskWork(db: ClinicDb, author: OutboxAuthor): Promise<number> {
  return db.transaction('rw', db.outbox, () =>
    db.outbox.filter((e) => e.userId === undefined && e.state !== 'done')
      .modify({ userId: author.userId, authorName: author.fullName }));
}

/** How many of the kiosk's entries the server refused: the kiosk says only that staff are needed. */
export function kioskRefusalCount(db: ClinicDb): Promise<number> {
  return stateSpan(db, 'failed').filter((e) => e.userId === undefined).count();
}
