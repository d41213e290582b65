// Reception's day: the clients whose row was made today in the tablet's time zone (registrations
// here, kiosk intakes and other tablets' registrations pulled from the server), the ones still
// marked new first. Read through the list index by createdAt: no personal field is indexed.
import type { ClientRow, ClinicDb } from '../store/index';

/** The local day that holds `now`, as [start, end) epoch ms. */
export function localDayOf(now: Date): [number, number] {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return [start.getTime(), end.getTime()];
}

const day = 24 * 60 * 60 * 1000;

export async function todaysArrivals(db: ClinicDb, now: Date = new Date()): Promise<ClientRow[]> {
  const [start, end] = localDayOf(now);
  // createdAt is an ISO instant, but a server's may carry another offset or precision than
  // toISOString's: the index range is a day wider on each side and the exact day is checked below.
  const rows = await db.clients
    .where('[inAll+createdAt]')
    .between([1, new Date(start - day).toISOString()], [1, new Date(end + day).toISOString()], true, true)
    .toArray();
  const today = rows.filter((row) => {
    const at = Date.parse(row.createdAt);
    return at >= start && at < end && row.deleted === 0;
  });
  const isNew = (row: ClientRow) => (row.fields.isNew ? 1 : 0);
  return today.sort((a, b) => isNew(b) - isNew(a) || Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
