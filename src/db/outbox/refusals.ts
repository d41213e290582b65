// What the server refused, by record: a screen's rows and detail pages show that a row was
// refused and why (issue 10 item 7). A record is refused while it has a failed entry.
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb, type ClinicDb } from '../store/database';
import type { OutboxEntry } from '../store/types';

export interface Refusal {
  entryId: string;
  operation: OutboxEntry['operation'];
  /** The server's Persian message. */
  message: string;
  /** The server's message per field (400). */
  fields: Record<string, string>;
}

const refusalOf = (entry: OutboxEntry): Refusal => ({
  entryId: entry.id,
  operation: entry.operation,
  message: entry.lastError?.message ?? '',
  fields: entry.lastError?.fields ?? {},
});

/** The refusal of each record that has one (the latest failed entry of that record). */
export async function refusalsOf(db: ClinicDb, localIds: readonly string[]): Promise<Map<string, Refusal>> {
  const found = new Map<string, Refusal>();
  if (localIds.length === 0) return found;
  const entries = await db.outbox.where('localId').anyOf([...new Set(localIds)]).toArray();
  for (const entry of entries.sort((a, b) => a.seq! - b.seq!)) {
    if (entry.state === 'failed') found.set(entry.localId, refusalOf(entry));
  }
  return found;
}

/** Live: the refusals of the rows a table shows, by localId. */
export function useRefusals(localIds: readonly string[], db: ClinicDb = localDb()) {
  const key = localIds.join(',');
  return useLiveQuery(() => refusalsOf(db, localIds), [db, key]);
}

/** Live: the refusal of one record (a detail page), `null` when it has none. */
export function useRefusal(localId: string | undefined, db: ClinicDb = localDb()) {
  return useLiveQuery(async () => (localId ? (await refusalsOf(db, [localId])).get(localId) ?? null : null), [db, localId]);
}

/** Live: a lookup of the refusal of each of a table's rows (for PagedTable's `refusalOf`). */
export function useRefusalOf(rows: readonly { localId: string }[] | undefined, db: ClinicDb = localDb()) {
  const refusals = useRefusals((rows ?? []).map((row) => row.localId), db);
  return (row: { localId: string }) => refusals?.get(row.localId);
}
