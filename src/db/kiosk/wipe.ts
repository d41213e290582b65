// Turning a staff tablet into a kiosk: every patient record, photo, merge record,
// counter, cursor, session copy and offline sign-in verifier leaves the tablet in ONE
// transaction, and only when nothing is left to send; otherwise nothing is touched.
import type { ClinicDb } from '../store/index';
import type { OutboxEntry } from '../store/index';
import { unsentEntries } from '../outbox/index';

/** What still has to reach the server (or be settled by a person) before the tablet can forget. */
export interface UnsentWork {
  waiting: number;
  failed: number;
  conflict: number;
}

export type KioskWipeResult = { ok: true } | { ok: false; unsent: UnsentWork };

function tally(entries: OutboxEntry[]): UnsentWork {
  const count = (...states: OutboxEntry['state'][]) => entries.filter((e) => states.includes(e.state)).length;
  return { waiting: count('pending', 'in-flight'), failed: count('failed'), conflict: count('conflict') };
}

export async function unsentWork(db: ClinicDb): Promise<UnsentWork> {
  return tally(await unsentEntries(db));
}

export async function wipeForKiosk(db: ClinicDb): Promise<KioskWipeResult> {
  return db.transaction('rw', db.tables, async (): Promise<KioskWipeResult> => {
    const unsent = await unsentEntries(db);
    if (unsent.length > 0) return { ok: false, unsent: tally(unsent) };
    for (const table of db.tables) await table.clear();
    return { ok: true };
  });
}
