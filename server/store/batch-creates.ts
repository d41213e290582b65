// Creates applied together (sync/batch): many records in one statement inside the caller's
// transaction (clients: client-create.ts), in the order given, under ids taken beforehand
// (`takeIds`), so each write's answer is known before its row is made and is kept with its key
// in one statement. A row the one-by-one insert would not make (its localId taken, its client
// gone) is left out, and so is its change: the caller sends that write through the one-call path,
// which answers it as a lone call is answered.
// The rows go in as JSON text (json_to_recordset): a jsonb parameter is parsed whole and then
// taken apart element by element, most of the statement's time on PGlite.
import { sql } from 'drizzle-orm';
import type { Sql } from '../db/sql';
import { logChanges, type RecordKind } from './changes';
import { concerns } from './concerned-clients';
import { openByRule } from './follow-ups';
import { recordOf, type StoredRecord } from './records';

export interface NewRecord {
  id: number;
  kind: RecordKind;
  clientId: number;
  localId: string;
  data: Record<string, unknown>;
  /** The staff user whose batch stores it (null: a kiosk's). */
  recordedBy: number | null;
}

export interface TakenIds {
  clients: number[];
  records: number[];
  /** The transaction's time: what the rows' created_at and updated_at will hold. */
  at: Date;
}

/** Ids for rows about to be made, ascending (so in the order given), in one statement. */
export async function takeIds(tx: Sql, counts: { clients: number; records: number }): Promise<TakenIds> {
  const row = await tx.one<TakenIds>(sql`SELECT now() AS at,
    ARRAY(SELECT nextval('clients_id_seq')::integer FROM generate_series(1, ${counts.clients}::integer) ORDER BY 1) AS clients,
    ARRAY(SELECT nextval('records_id_seq')::integer FROM generate_series(1, ${counts.records}::integer) ORDER BY 1) AS records`);
  return { ...row!, clients: row!.clients.map(Number), records: row!.records.map(Number) };
}

export function madeRecord(record: NewRecord, at: Date): StoredRecord {
  return recordOf({ id: record.id, client_id: record.clientId, local_id: record.localId, data: record.data, version: 1, created_at: at, updated_at: at });
}

/** The ids of the records made; a record's client is held FOR SHARE as insertRecord holds it, so
 * it cannot go away before the commit. */
export async function insertRecords(tx: Sql, records: NewRecord[]): Promise<Set<number>> {
  if (records.length === 0) return new Set();
  const rows = await tx.rows<{ id: number }>(sql`WITH wanted AS (
      SELECT * FROM json_to_recordset(${JSON.stringify(records)}::json) AS r(id integer, kind text, "clientId" integer, "localId" text, data jsonb, "recordedBy" integer)
    ), present AS (
      SELECT id FROM clients WHERE id IN (SELECT "clientId" FROM wanted) FOR SHARE
    )
    INSERT INTO records (id, kind, client_id, local_id, data, performed_at, recorded_by)
    SELECT w.id, w.kind, w."clientId", w."localId", w.data, (w.data->>'performedAt')::date, w."recordedBy" FROM wanted w JOIN present p ON p.id = w."clientId" ORDER BY w.id
    ON CONFLICT DO NOTHING RETURNING id`);
  const made = new Set(rows.map((row) => row.id));
  concerns(...records.filter((r) => made.has(r.id)).map((r) => r.clientId));
  await logChanges(tx, records.filter((r) => made.has(r.id)).map((r) => ({ entity: r.kind, id: r.id, clientId: r.clientId, op: 'upsert', version: 1 })));
  // The follow-up rule, as a record stored alone would run it (records.ts insertRecord).
  await openByRule(tx, records.filter((r) => made.has(r.id)));
  return made;
}
