// What the server refused, by record: a screen's rows and detail pages show that a row was
// refused and why. A record is refused while it has a failed entry.
import type { ClinicDb } from '../store/index';
import type { OutboxEntry } from '../store/index';

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
