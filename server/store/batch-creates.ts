// Creates applied together (sync/batch): many clients, or many records, each in one statement
// inside the caller's transaction, in the order given. A row the one-by-one insert would not
// have made (its national code or localId taken, its client gone) is left out, and so is its
// change: the caller sends that write through the one-call path, which answers it as it always has.
import { sql } from 'drizzle-orm';
import type { Sql } from '../db/sql';
import { logChanges, type RecordKind } from './changes';
import { clientOf, type Client } from './clients';
import type { ClientRow } from './client-row';
import { recordOf, type StoredRecord } from './records';

export interface NewClient {
  localId: string;
  nationalCode: string;
  isCoveredPatient: boolean;
  isScreening: boolean;
  /** The fields as insertClient stores them. */
  data: Record<string, unknown>;
}

export interface NewRecord {
  kind: RecordKind;
  clientId: number;
  localId: string;
  data: Record<string, unknown>;
}

/** The clients made, each under the localId it was given. */
export async function insertClients(tx: Sql, clients: NewClient[]): Promise<Map<string, Client>> {
  if (clients.length === 0) return new Map();
  const rows = await tx.rows<ClientRow & { national_code: string }>(sql`INSERT INTO clients (local_id, national_code, is_covered_patient, is_screening, data)
    SELECT c."localId", c."nationalCode", c."isCoveredPatient", c."isScreening", c.data
    FROM jsonb_array_elements(${JSON.stringify(clients)}::jsonb) WITH ORDINALITY AS e(value, n),
      jsonb_to_record(e.value) AS c("localId" text, "nationalCode" text, "isCoveredPatient" boolean, "isScreening" boolean, data jsonb)
    ORDER BY e.n
    ON CONFLICT DO NOTHING RETURNING id, local_id, national_code, data, submitted, version, created_at, updated_at`);
  await logChanges(tx, rows.map((row) => ({ entity: 'client', id: row.id, clientId: row.id, op: 'upsert', version: row.version })));
  return new Map(rows.map((row) => [row.local_id!, clientOf(row)]));
}

/** The records made, each under `${kind}\u0000${localId}`; a record's client is held FOR SHARE
 * as insertRecord holds it, so it cannot go away before the commit. */
export async function insertRecords(tx: Sql, records: NewRecord[]): Promise<Map<string, StoredRecord>> {
  if (records.length === 0) return new Map();
  const rows = await tx.rows<Parameters<typeof recordOf>[0] & { kind: RecordKind }>(sql`WITH wanted AS (
      SELECT r.kind, r."clientId", r."localId", r.data, e.n
      FROM jsonb_array_elements(${JSON.stringify(records)}::jsonb) WITH ORDINALITY AS e(value, n),
        jsonb_to_record(e.value) AS r(kind text, "clientId" integer, "localId" text, data jsonb)
    ), present AS (
      SELECT id FROM clients WHERE id IN (SELECT "clientId" FROM wanted) FOR SHARE
    )
    INSERT INTO records (kind, client_id, local_id, data)
    SELECT w.kind, w."clientId", w."localId", w.data FROM wanted w JOIN present p ON p.id = w."clientId" ORDER BY w.n
    ON CONFLICT DO NOTHING RETURNING id, kind, client_id, local_id, data, version, created_at, updated_at`);
  await logChanges(tx, rows.map((row) => ({ entity: row.kind, id: row.id, clientId: row.client_id, op: 'upsert', version: row.version })));
  return new Map(rows.map((row) => [recordKey(row.kind, row.local_id!), recordOf(row)]));
}

export const recordKey = (kind: RecordKind, localId: string) => `${kind}\u0000${localId}`;
