// The last monthly report this tablet received (issue 37 §1), what the screen shows offline with
// the day it was made. Counts only, no patient's data; sealed all the same under the data key
// like every other answer kept here, in one row beside the sync state (no new schema version).
import { openText, sealText } from '../crypto/index';
import type { ClinicDb } from '../store/index';

interface KeptReportRow {
  key: string;
  sealed: string;
}

const key = 'report:monthly';
const rowsOf = (db: ClinicDb) => db.table<KeptReportRow, string>('syncState');

/** Throws LockedError while the tablet is locked. */
export async function keepReport(db: ClinicDb, answer: unknown): Promise<void> {
  await rowsOf(db).put({ key, sealed: sealText(JSON.stringify(answer)) });
}

/** The kept answer as it was received (the caller checks its shape), or undefined. */
export async function keptReport(db: ClinicDb): Promise<unknown> {
  const row = await rowsOf(db).get(key);
  const text = row && openText(row.sealed);
  return text === undefined ? undefined : JSON.parse(text);
}
