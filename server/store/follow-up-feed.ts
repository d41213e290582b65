// A follow-up as sync/changes carries it to a tablet (issue 36 §6): what the follow-up list shows
// (source, reason, causes, the record that opened it, opened and closed) keyed by its client's
// server id; the tablet seals it like any record. A follow-up deleted since is left out (its
// delete follows in the same feed).
import { sql } from 'drizzle-orm';
import type { Sql } from '../db/sql';

interface Row {
  id: number; client_id: number; record_id: number | null; source: 'rule' | 'hand'; causes: string[]; reason: string;
  opened_at: string | Date; closed_at: string | Date | null; close_note: string | null; local_id: string | null; version: number;
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

export async function followUpChangeData(db: Sql, ids: readonly number[]): Promise<Map<number, Record<string, unknown>>> {
  const found = new Map<number, Record<string, unknown>>();
  if (ids.length === 0) return found;
  const rows = await db.rows<Row>(sql`SELECT id, client_id, record_id, source, causes, reason, opened_at, closed_at, close_note, local_id, version
    FROM follow_ups WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  for (const row of rows) {
    const openedAt = iso(row.opened_at)!;
    found.set(row.id, {
      id: row.id, clientId: row.client_id, recordId: row.record_id, source: row.source, causes: row.causes, reason: row.reason,
      openedAt, closedAt: iso(row.closed_at), closeNote: row.close_note, localId: row.local_id, version: row.version,
      createdAt: openedAt, updatedAt: iso(row.closed_at) ?? openedAt,
    });
  }
  return found;
}
