// Follow-ups kept per client (issue 36 §6): opened by the rule of src/domain/follow-up.ts in the
// transaction that stores a record (records.ts, batch-creates.ts), or by staff with their reason;
// closed by staff with a note. Deleting the client (or the record that opened one) deletes it.
import { sql } from 'drizzle-orm';
import { recordCauses, reasonsLine } from '../../src/domain/follow-up';
import type { followUps } from '../db/schema';
import type { Sql } from '../db/sql';
import { concerns } from './concerned-clients';

type Row = typeof followUps.$inferSelect & { first_name: string | null; last_name: string | null; national_code: string };

export interface FollowUpRow {
  id: number; clientId: number; source: 'rule' | 'hand'; recordId: number | null; causes: string[]; reason: string;
  openedAt: string; closedAt: string | null; closeNote: string | null;
  client: { id: number; firstName: string; lastName: string; nationalCode: string };
}

/** A record as it is stored: what the rule reads. */
export interface SavedRecord { id: number; kind: string; clientId: number; data: Record<string, unknown> }

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

function followUpOf(row: Row): FollowUpRow {
  return {
    id: row.id, clientId: row.client_id, source: row.source, recordId: row.record_id, causes: row.causes, reason: row.reason,
    openedAt: iso(row.opened_at)!, closedAt: iso(row.closed_at), closeNote: row.close_note,
    client: { id: row.client_id, firstName: row.first_name ?? '', lastName: row.last_name ?? '', nationalCode: row.national_code },
  };
}

const selected = sql`SELECT f.*, c.data->>'firstName' AS first_name, c.data->>'lastName' AS last_name, c.national_code
  FROM follow_ups f JOIN clients c ON c.id = f.client_id`;

/** Opens one follow-up for each saved record the rule finds a cause in (a record opens one once). */
export async function openByRule(tx: Sql, saved: readonly SavedRecord[]): Promise<void> {
  const opened = saved.flatMap((record) => {
    const type = typeof record.data.type === 'number' ? record.data.type : undefined;
    const causes = recordCauses({ kind: record.kind, subtype: type, payload: record.data });
    return causes.length === 0 ? [] : [{ clientId: record.clientId, recordId: record.id, causes: causes.map((c) => c.code), reason: reasonsLine(causes) }];
  });
  if (opened.length === 0) return;
  await tx.rows(sql`INSERT INTO follow_ups (client_id, record_id, source, causes, reason)
    SELECT o."clientId", o."recordId", 'rule', o.causes, o.reason
    FROM json_to_recordset(${JSON.stringify(opened)}::json) AS o("clientId" integer, "recordId" integer, causes jsonb, reason text)
    ON CONFLICT DO NOTHING`);
}

/** Undefined when the client does not exist; a repeated localId answers the follow-up it opened. */
export async function openByHand(db: Sql, input: { clientId: number; reason: string; userId: number; localId?: string }): Promise<FollowUpRow | undefined> {
  return db.tx(async (tx) => {
    const client = await tx.one(sql`SELECT id FROM clients WHERE id = ${input.clientId} FOR SHARE`);
    if (!client) return undefined;
    concerns(input.clientId);
    const made = await tx.one<{ id: number }>(sql`INSERT INTO follow_ups (client_id, source, reason, opened_by, local_id)
      VALUES (${input.clientId}, 'hand', ${input.reason}, ${input.userId}, ${input.localId ?? null})
      ON CONFLICT DO NOTHING RETURNING id`);
    const id = made?.id ?? (await tx.one<{ id: number }>(sql`SELECT id FROM follow_ups WHERE local_id = ${input.localId ?? null}`))?.id;
    return id === undefined ? undefined : followUpById(tx, id);
  });
}

export async function followUpById(db: Sql, id: number): Promise<FollowUpRow | undefined> {
  const row = await db.one<Row>(sql`${selected} WHERE f.id = ${id}`);
  if (row) concerns(row.client_id);
  return row && followUpOf(row);
}

export type CloseOutcome = { kind: 'closed'; followUp: FollowUpRow } | { kind: 'missing' } | { kind: 'already'; followUp: FollowUpRow };

export async function closeFollowUp(db: Sql, id: number, note: string, userId: number): Promise<CloseOutcome> {
  return db.tx(async (tx) => {
    const closed = await tx.one<{ id: number }>(sql`UPDATE follow_ups SET closed_at = now(), closed_by = ${userId}, close_note = ${note}
      WHERE id = ${id} AND closed_at IS NULL RETURNING id`);
    const followUp = await followUpById(tx, id);
    if (!followUp) return { kind: 'missing' };
    return closed ? { kind: 'closed', followUp } : { kind: 'already', followUp };
  });
}

/** The open follow-ups of the whole clinic, newest first. */
export async function openFollowUps(db: Sql, page: { page: number; pageSize: number }): Promise<{ items: FollowUpRow[]; total: number }> {
  const rows = await db.rows<Row>(sql`${selected} WHERE f.closed_at IS NULL
    ORDER BY f.opened_at DESC, f.id DESC LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`);
  const total = await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM follow_ups WHERE closed_at IS NULL`);
  concerns(...rows.map((row) => row.client_id));
  return { items: rows.map(followUpOf), total: total?.n ?? 0 };
}

/** A client's follow-ups, open and closed, newest first. */
export async function followUpsOfClient(db: Sql, clientId: number): Promise<FollowUpRow[]> {
  concerns(clientId);
  const rows = await db.rows<Row>(sql`${selected} WHERE f.client_id = ${clientId} ORDER BY f.opened_at DESC, f.id DESC`);
  return rows.map(followUpOf);
}
