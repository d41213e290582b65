// The change log behind sync/changes. Writers take one transaction-scoped advisory lock before
// appending, so seq order is commit order: a reader never skips a change committed late.
import { sql } from 'drizzle-orm';
import type { RecordEntity, SyncEntity } from '../../src/domain/sync-entities';
import type { Sql } from '../db/sql';
import { testPause } from '../http/test-pause';
import { recordAudit, type AuditInput } from './audit';

// The names live in src/domain: the tablet maps the same list to its tables.
export type Entity = SyncEntity;
export type RecordKind = RecordEntity;

export interface Change { entity: Entity; id: number; clientId: number | null; op: 'upsert' | 'delete'; version: number }

export function logChange(tx: Sql, change: Change): Promise<void> {
  return logChanges(tx, [change]);
}

/** Many changes, in the order given, in one statement (sync/batch's creates applied together). */
export async function logChanges(tx: Sql, changes: Change[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.rows(sql`SELECT pg_advisory_xact_lock(727002)`);
  await testPause('change-lock-held');
  await tx.rows(sql`INSERT INTO changes (entity, entity_id, client_id, op, version)
    SELECT c.entity, c.id, c."clientId", c.op, c.version
    FROM json_array_elements(${JSON.stringify(changes)}::json) WITH ORDINALITY AS e(value, n),
      json_to_record(e.value) AS c(entity text, id integer, "clientId" integer, op text, version integer)
    ORDER BY e.n`);
  // Every write of a client or record passes here: its audit entry joins the same transaction.
  await recordAudit(tx, changes.map(auditOf));
}

const auditOf = (change: Change): AuditInput => ({
  action: change.op === 'delete' ? 'delete' : change.version === 1 ? 'create' : 'edit',
  entity: change.entity, entityId: change.id, clientId: change.clientId,
});

/** A delete change for every record of a client, read before the cascade removes them. */
export async function logCascadeDeletes(tx: Sql, clientId: number): Promise<void> {
  await tx.rows(sql`SELECT pg_advisory_xact_lock(727002)`);
  await tx.rows(sql`INSERT INTO changes (entity, entity_id, client_id, op, version)
    SELECT kind, id, client_id, 'delete', version + 1 FROM records WHERE client_id = ${clientId} ORDER BY id`);
}
