// Reading the audit trail: SuperAdmin's search (by patient, person, time), a patient's latest
// openers, and the chain check that names the first entry whose link does not hold.
import { sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditVerify } from '../../src/domain/schemas/audit';
import type { Sql } from '../db/sql';
import { chainHash, genesisHash, sameBytes } from './audit-chain';

interface EntryRow {
  id: string | number; at: string | Date; user_id: number | null; role: string; device: string | null; session: string | null;
  action: string; entity: string | null; entity_id: number | null; client_id: number | null; seen_at: string | Date | null;
  prev_hash: Uint8Array; hash: Uint8Array; view_id?: string | null; target?: string | null;
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

export interface AuditFilter { clientId?: number; userId?: number; from?: string; to?: string }

function whereOf(filter: AuditFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.clientId !== undefined) parts.push(sql`a.client_id = ${filter.clientId}`);
  if (filter.userId !== undefined) parts.push(sql`a.user_id = ${filter.userId}`);
  if (filter.from) parts.push(sql`a.at >= ${filter.from}::timestamptz`);
  if (filter.to) parts.push(sql`a.at < ${filter.to}::timestamptz`);
  return sql.join(parts, sql` AND `);
}

const entryColumns = sql`a.id, a.at, a.user_id, u.first_name || ' ' || u.last_name AS full_name, a.role, a.device,
  a.action, a.entity, a.entity_id, a.client_id, a.seen_at, a.target`;

function entryOf(row: EntryRow & { full_name: string | null }): AuditEntry {
  return {
    id: Number(row.id), at: iso(row.at)!, userId: row.user_id, fullName: row.full_name, role: row.role, device: row.device,
    action: row.action as AuditEntry['action'], entity: row.entity, entityId: row.entity_id, clientId: row.client_id, seenAt: iso(row.seen_at), target: row.target ?? null,
  };
}

/** A page of entries, newest first, with the total that match. */
export async function auditPage(db: Sql, filter: AuditFilter, page: number, pageSize: number) {
  const where = whereOf(filter);
  const rows = await db.rows<EntryRow & { full_name: string | null }>(sql`SELECT ${entryColumns}
    FROM audit_entries a LEFT JOIN users u ON u.id = a.user_id WHERE ${where}
    ORDER BY a.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`);
  const total = await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_entries a WHERE ${where}`);
  return { items: rows.map(entryOf), total: total?.n ?? 0 };
}

/** Who opened this patient's detail lately (SuperAdmin sees it on the detail). */
export async function recentOpeners(db: Sql, clientId: number, limit: number): Promise<AuditEntry[]> {
  const rows = await db.rows<EntryRow & { full_name: string | null }>(sql`SELECT ${entryColumns}
    FROM audit_entries a LEFT JOIN users u ON u.id = a.user_id
    WHERE a.client_id = ${clientId} AND a.action = 'view' AND a.entity = 'client'
    ORDER BY a.id DESC LIMIT ${limit}`);
  return rows.map(entryOf);
}

const checkPage = 2000;

/** Walks the whole chain in id order; the first entry out of place, out of link or altered. */
export async function verifyAudit(db: Sql): Promise<AuditVerify> {
  let previous: Uint8Array = genesisHash;
  let lastId = 0;
  let checked = 0;
  for (;;) {
    const rows = await db.rows<EntryRow>(sql`SELECT id, at, user_id, role, device, session, action, entity, entity_id, client_id, seen_at, prev_hash, hash, view_id, target
      FROM audit_entries WHERE id > ${lastId} ORDER BY id LIMIT ${checkPage}`);
    for (const row of rows) {
      const id = Number(row.id);
      if (id !== lastId + 1) return { ok: false, checked, broken: { id, reason: 'gap' } };
      if (!sameBytes(new Uint8Array(row.prev_hash), previous)) return { ok: false, checked, broken: { id, reason: 'link' } };
      const expected = chainHash(previous, {
        id, at: iso(row.at)!, userId: row.user_id, role: row.role, device: row.device, session: row.session, action: row.action,
        entity: row.entity, entityId: row.entity_id, clientId: row.client_id, seenAt: iso(row.seen_at), viewId: row.view_id ?? null, target: row.target ?? null,
      });
      if (!sameBytes(new Uint8Array(row.hash), expected)) return { ok: false, checked, broken: { id, reason: 'hash' } };
      previous = expected;
      lastId = id;
      checked += 1;
    }
    if (rows.length < checkPage) return { ok: true, checked, broken: null };
  }
}
