// Reads the change log for sync/changes: changes after a cursor, of the entities a role may read,
// each upsert with the record as it is now (an upsert of a record deleted since is skipped: its
// delete follows in the same feed). Follow-ups come as the follow-up list shows them.
import { sql } from 'drizzle-orm';
import type { Sql } from '../db/sql';
import { clientOf } from './clients';
import { recordOf } from './records';
import type { PulledEntity as Entity } from '../../src/domain/sync-entities';
import { followUpChangeData } from './follow-up-feed';

interface ChangeRow { seq: string; entity: Entity; entity_id: number; op: 'upsert' | 'delete'; version: number }

export interface FeedChange { entity: Entity; id: number; op: 'upsert' | 'delete'; version: number; data: Record<string, unknown> | null; seq: string }

export async function readFeed(db: Sql, since: bigint, limit: number, entities: readonly Entity[]) {
  if (entities.length === 0) return { changes: [] as FeedChange[], cursor: since.toString(), hasMore: false };
  const list = sql.join(entities.map((entity) => sql`${entity}`), sql`, `);
  // ORDER BY the bigint column, never the text alias ("10" sorts before "9").
  const rows = await db.rows<ChangeRow>(sql`SELECT seq::text AS seq, entity, entity_id, op, version FROM changes
    WHERE changes.seq > ${since.toString()}::bigint AND entity IN (${list}) ORDER BY changes.seq LIMIT ${limit}`);
  const clientIds = rows.filter((r) => r.entity === 'client' && r.op === 'upsert').map((r) => r.entity_id);
  const recordIds = rows.filter((r) => r.entity !== 'client' && r.entity !== 'followUp' && r.op === 'upsert').map((r) => r.entity_id);
  const followUps = await followUpChangeData(db, rows.filter((r) => r.entity === 'followUp' && r.op === 'upsert').map((r) => r.entity_id));
  const clients = new Map<number, Record<string, unknown>>();
  const records = new Map<number, Record<string, unknown>>();
  if (clientIds.length > 0) {
    const found = await db.rows<Parameters<typeof clientOf>[0]>(sql`SELECT id, local_id, data, submitted, version, created_at, updated_at
      FROM clients WHERE id IN (${sql.join(clientIds.map((id) => sql`${id}`), sql`, `)})`);
    for (const row of found) clients.set(row.id, clientOf(row));
  }
  if (recordIds.length > 0) {
    const found = await db.rows<Parameters<typeof recordOf>[0]>(sql`SELECT id, client_id, local_id, data, version, created_at, updated_at
      FROM records WHERE id IN (${sql.join(recordIds.map((id) => sql`${id}`), sql`, `)})`);
    for (const row of found) records.set(row.id, recordOf(row));
  }
  const changes: FeedChange[] = [];
  for (const row of rows) {
    const data = row.op === 'delete' ? null : (row.entity === 'client' ? clients : row.entity === 'followUp' ? followUps : records).get(row.entity_id);
    if (data === undefined) continue;
    changes.push({ entity: row.entity, id: row.entity_id, op: row.op, version: row.version, data, seq: row.seq });
  }
  const cursor = rows.length > 0 ? rows[rows.length - 1]!.seq : since.toString();
  return { changes, cursor, hasMore: rows.length === limit };
}
