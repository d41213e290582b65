// The rows of an export, one page at a time by a keyset cursor (issue 37 §4): each page is one
// short query, so a 100,000-row export holds one page in memory and never a long transaction
// (on PGlite, one connection: other calls run between the pages).
import { sql, type SQL } from 'drizzle-orm';
import type { ExportRecordKind } from '../../src/domain/export-kinds';
import type { RecordKind } from './changes';
import type { Sql } from '../db/sql';

export const exportPageSize = 500;

/** Where the last page ended: the next page starts after it. */
export interface Cursor { day: string; id: number }

const storedKind: Record<ExportRecordKind, RecordKind> = {
  screeningTests: 'screeningTest', helperTests: 'helperTest', consultations: 'consultation', examinations: 'examination',
};

// The day a row was made, in the clinic's time zone (as migration 024 reads it).
const clinicDay = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'Asia/Tehran', 'YYYY-MM-DD')`;

export interface ClientExportRow { id: number; data: Record<string, unknown>; registered: string }

export type ClientListFilter = 'all' | 'screening' | 'covered';
const listFilter: Record<ClientListFilter, SQL> = { all: sql`true`, screening: sql`is_screening`, covered: sql`is_covered_patient` };

/** Clients of a list in the order they were registered (by id). */
export function clientExportPage(db: Sql, list: ClientListFilter, after: number): Promise<ClientExportRow[]> {
  return db.rows<ClientExportRow>(sql`SELECT id, data, ${clinicDay(sql`created_at`)} AS registered FROM clients
    WHERE ${listFilter[list]} AND id > ${after} ORDER BY id LIMIT ${exportPageSize}`);
}

export interface FollowUpExportRow { id: number; clientId: number; client: Record<string, unknown>; reason: string; source: string; opened: string }

/** The open follow-ups (the follow-up list), oldest first. */
export function followUpExportPage(db: Sql, after: number): Promise<FollowUpExportRow[]> {
  return db.rows<FollowUpExportRow>(sql`SELECT f.id, f.client_id AS "clientId", c.data AS client, f.reason, f.source,
      ${clinicDay(sql`f.opened_at`)} AS opened
    FROM follow_ups f JOIN clients c ON c.id = f.client_id
    WHERE f.closed_at IS NULL AND f.id > ${after} ORDER BY f.id LIMIT ${exportPageSize}`);
}

export interface RecordExportRow { id: number; clientId: number; performedAt: string | null; data: Record<string, unknown>; client: Record<string, unknown> }

/** Records of a kind done from `from` to `to` (both days included), by day then id (index of migration 030). */
export function recordExportPage(db: Sql, kind: ExportRecordKind, range: { from: string; to: string; type?: number }, after: Cursor | undefined): Promise<RecordExportRow[]> {
  const start = after ? sql`AND (r.performed_at, r.id) > (${after.day}::date, ${after.id})` : sql``;
  const type = range.type === undefined ? sql`` : sql`AND r.data->'type' = ${JSON.stringify(range.type)}::jsonb`;
  return db.rows<RecordExportRow>(sql`SELECT r.id, r.client_id AS "clientId", r.performed_at::text AS "performedAt", r.data, c.data AS client
    FROM records r JOIN clients c ON c.id = r.client_id
    WHERE r.kind = ${storedKind[kind]} AND r.performed_at BETWEEN ${range.from}::date AND ${range.to}::date ${type} ${start}
    ORDER BY r.performed_at, r.id LIMIT ${exportPageSize}`);
}
