// Everything that hangs on one client (documents, consultations, tests, exams, disease data):
// one table, told apart by kind; the fields were checked by the valibot schemas of src/domain.
import { sql } from 'drizzle-orm';
import type { records } from '../db/schema';
import type { Sql } from '../db/sql';
import { logChange, type RecordKind } from './changes';
import { concerns } from './concerned-clients';
import { openByRule } from './follow-ups';

type RecordRow = Pick<typeof records.$inferSelect, 'id' | 'client_id' | 'local_id' | 'data' | 'version' | 'created_at' | 'updated_at'>;

export type StoredRecord = Record<string, unknown> & { id: number; clientId: number; version: number; createdAt: string };

const iso = (value: string | Date) => new Date(value).toISOString();
const columns = sql`id, client_id, local_id, data, version, created_at, updated_at`;

export function recordOf(row: RecordRow): StoredRecord {
  return { ...row.data, id: row.id, clientId: row.client_id, localId: row.local_id, version: row.version, createdAt: iso(row.created_at), updatedAt: iso(row.updated_at) };
}

/** The column beside a record's `performedAt` (the routes set it on every clinical record). */
const performedAtOf = (data: Record<string, unknown>) => (typeof data.performedAt === 'string' ? data.performedAt : null);

/** Undefined when the client does not exist. A repeated localId answers the row it made. */
export async function insertRecord(db: Sql, kind: RecordKind, clientId: number, data: Record<string, unknown>, localId?: string, recordedBy: number | null = null): Promise<StoredRecord | undefined> {
  return db.tx(async (tx) => {
    const client = await tx.one(sql`SELECT id FROM clients WHERE id = ${clientId} FOR SHARE`);
    if (!client) return undefined;
    concerns(clientId);
    const row = await tx.one<RecordRow>(sql`INSERT INTO records (kind, client_id, local_id, data, performed_at, recorded_by)
      VALUES (${kind}, ${clientId}, ${localId ?? null}, ${JSON.stringify(data)}::jsonb, ${performedAtOf(data)}::date, ${recordedBy}::integer)
      ON CONFLICT DO NOTHING RETURNING ${columns}`);
    if (!row) {
      const existing = await tx.one<RecordRow>(sql`SELECT ${columns} FROM records WHERE kind = ${kind} AND local_id = ${localId ?? null}`);
      return existing && recordOf(existing);
    }
    await logChange(tx, { entity: kind, id: row.id, clientId, op: 'upsert', version: row.version });
    await openByRule(tx, [{ id: row.id, kind, clientId, data }]);
    return recordOf(row);
  });
}

export type SingleOutcome = { kind: 'stored'; record: StoredRecord } | { kind: 'missing' } | { kind: 'stale'; current: StoredRecord | null };

/** Replaces the one record of a kind a client has (disease data), or makes it. `ifMatch` is the
 * version the caller edited (0: it knew of none); another version is stale. */
export async function upsertSingle(db: Sql, kind: RecordKind, clientId: number, data: Record<string, unknown>, localId?: string, ifMatch?: number, recordedBy: number | null = null): Promise<SingleOutcome> {
  return db.tx(async (tx) => {
    const client = await tx.one(sql`SELECT id FROM clients WHERE id = ${clientId} FOR UPDATE`);
    if (!client) return { kind: 'missing' };
    concerns(clientId);
    const existing = await tx.one<RecordRow>(sql`SELECT ${columns} FROM records WHERE kind = ${kind} AND client_id = ${clientId}`);
    if (ifMatch !== undefined && ifMatch !== (existing?.version ?? 0)) return { kind: 'stale', current: existing ? recordOf(existing) : null };
    const row = existing
      ? await tx.one<RecordRow>(sql`UPDATE records SET data = ${JSON.stringify(data)}::jsonb, performed_at = ${performedAtOf(data)}::date,
          recorded_by = ${recordedBy}::integer, version = version + 1, updated_at = now() WHERE id = ${existing.id} RETURNING ${columns}`)
      : await tx.one<RecordRow>(sql`INSERT INTO records (kind, client_id, local_id, data, performed_at, recorded_by)
          VALUES (${kind}, ${clientId}, ${localId ?? null}, ${JSON.stringify(data)}::jsonb, ${performedAtOf(data)}::date, ${recordedBy}::integer) RETURNING ${columns}`);
    await logChange(tx, { entity: kind, id: row!.id, clientId, op: 'upsert', version: row!.version });
    return { kind: 'stored', record: recordOf(row!) };
  });
}

export async function recordById(db: Sql, kind: RecordKind, id: number): Promise<StoredRecord | undefined> {
  const row = await db.one<RecordRow>(sql`SELECT ${columns} FROM records WHERE kind = ${kind} AND id = ${id}`);
  if (row) concerns(row.client_id);
  return row && recordOf(row);
}

/** A client's records of a kind, newest first by the day they were done (issue 36 §4), then typed. */
export async function recordsOf(db: Sql, kind: RecordKind, clientId: number, page?: { page: number; pageSize: number }) {
  const limit = page ? sql`LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}` : sql``;
  const rows = await db.rows<RecordRow>(sql`SELECT ${columns} FROM records WHERE kind = ${kind} AND client_id = ${clientId}
    ORDER BY performed_at DESC NULLS LAST, created_at DESC, id DESC ${limit}`);
  const total = await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM records WHERE kind = ${kind} AND client_id = ${clientId}`);
  return { items: rows.map(recordOf), total: total?.n ?? 0 };
}

export async function deleteRecord(db: Sql, kind: RecordKind, id: number): Promise<StoredRecord | undefined> {
  return db.tx(async (tx) => {
    const row = await tx.one<RecordRow>(sql`DELETE FROM records WHERE kind = ${kind} AND id = ${id} RETURNING ${columns}`);
    if (!row) return undefined;
    concerns(row.client_id);
    await logChange(tx, { entity: kind, id, clientId: row.client_id, op: 'delete', version: row.version + 1 });
    return recordOf(row);
  });
}
