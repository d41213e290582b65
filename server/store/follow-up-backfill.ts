// The follow-up rule over the records stored before migration 022 (which made follow_ups): run
// once at the server's start, 500 records a transaction, resumable (the marker row keeps the last
// record done), and the marker deleted at the end. A record already seen by the rule (saved since)
// opens nothing twice: a record opens one follow-up at most (follow_ups_record).
import { sql } from 'drizzle-orm';
import type { Sql } from '../db/sql';
import { openByRule, type SavedRecord } from './follow-ups';

const batch = 500;

/** How many records the rule was run over (0 when there was nothing left to do). */
export async function backfillFollowUps(db: Sql): Promise<number> {
  let seen = 0;
  for (;;) {
    const step = await db.tx(async (tx) => {
      const marker = await tx.one<{ after_record: number }>(sql`SELECT after_record FROM follow_up_backfill WHERE id = 1 FOR UPDATE`);
      if (!marker) return 'done' as const;
      const rows = await tx.rows<{ id: number; kind: string; client_id: number; data: Record<string, unknown> }>(sql`
        SELECT id, kind, client_id, data FROM records
        WHERE kind IN ('screeningTest', 'examination') AND id > ${marker.after_record} ORDER BY id LIMIT ${batch}`);
      if (rows.length === 0) {
        await tx.rows(sql`DELETE FROM follow_up_backfill WHERE id = 1`);
        return 'done' as const;
      }
      await openByRule(tx, rows.map((row): SavedRecord => ({ id: row.id, kind: row.kind, clientId: row.client_id, data: row.data })));
      await tx.rows(sql`UPDATE follow_up_backfill SET after_record = ${rows[rows.length - 1]!.id} WHERE id = 1`);
      return rows.length;
    });
    if (step === 'done') return seen;
    seen += step;
  }
}
