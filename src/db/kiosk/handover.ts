// Leaving kiosk mode: what the kiosk still holds (intakes not yet sent, and intakes the server
// refused, which nobody at a kiosk can fix) becomes the work of the staff member who unlocked it.
// Their engine sends it with their token, and their sync centre shows a refusal with its
// correction form. Nothing a visitor entered is dropped.
import type { ClinicDb } from '../store/index';
import { giveAuthorlessEntriesTo, refusedAuthorlessCount, type OutboxAuthor } from '../outbox/index';

/** Entries without an author (the kiosk's) and not yet done: the staff member's from now on. */
export function handOverKioskWork(db: ClinicDb, author: OutboxAuthor): Promise<number> {
  return giveAuthorlessEntriesTo(db, author);
}

/** How many of the kiosk's entries the server refused: the kiosk says only that staff are needed. */
export function kioskRefusalCount(db: ClinicDb): Promise<number> {
  return refusedAuthorlessCount(db);
}
