// Making clients, in one code path whether a client comes alone (POST Client) or with others
// (sync/batch's creates applied together): the row, its change and its answer are made alike.
// Ids are taken beforehand (`takeIds`), so a client's answer is known before its row is made.
// The rows go in as JSON text (json_to_recordset): a jsonb parameter is parsed whole and then
// taken apart element by element, most of the statement's time on PGlite.
import { sql } from 'drizzle-orm';
import type { ClientCreateInput } from '../../src/domain/schemas/client';
import { storedClientText } from '../../src/domain/persian-stored-text';
import type { Sql } from '../db/sql';
import { takeIds } from './batch-creates';
import { logChanges } from './changes';
import { clientOf, type Client } from './clients';
import { concerns } from './concerned-clients';
import { grantKiosk } from './kiosks';

export interface NewClient {
  id: number;
  /** Absent only from a staff call without one; the batch path takes none without it. */
  localId: string | undefined;
  nationalCode: string;
  isCoveredPatient: boolean;
  isScreening: boolean;
  /** The client's fields, as stored in `data`. */
  data: Record<string, unknown>;
  /** The staff user who registers it (the timeline names them); null: a kiosk's intake. */
  recordedBy?: number | null;
}

/** The row a checked create makes (its id is taken with the others'). */
export function newClientOf(input: ClientCreateInput): Omit<NewClient, 'id'> {
  // Names and other free texts in their stored form (the index reads them in their one form).
  const { localId, ...fields } = storedClientText(input);
  return { localId, nationalCode: fields.nationalCode, isCoveredPatient: fields.isCoveredPatient, isScreening: fields.isScreening, data: fields };
}

/** The client as its row will read once made (the answer its create gives). */
export function madeClient(client: NewClient, at: Date): Client {
  return clientOf({ id: client.id, local_id: client.localId ?? null, data: client.data, submitted: false, version: 1, created_at: at, updated_at: at });
}

/** The ids of the clients made, in one statement inside the caller's transaction; a client whose
 * national code or localId is taken is left out (the unique indexes decide, races included). */
export async function insertClients(tx: Sql, clients: NewClient[]): Promise<Set<number>> {
  if (clients.length === 0) return new Set();
  const rows = await tx.rows<{ id: number }>(sql`INSERT INTO clients (id, local_id, national_code, is_covered_patient, is_screening, data, recorded_by)
    SELECT c.id, c."localId", c."nationalCode", c."isCoveredPatient", c."isScreening", c.data, c."recordedBy"
    FROM json_to_recordset(${JSON.stringify(clients)}::json) AS c(id integer, "localId" text, "nationalCode" text, "isCoveredPatient" boolean, "isScreening" boolean, data jsonb, "recordedBy" integer)
    ORDER BY c.id
    ON CONFLICT DO NOTHING RETURNING id`);
  const made = new Set(rows.map((row) => row.id));
  concerns(...made);
  await logChanges(tx, clients.filter((c) => made.has(c.id)).map((c) => ({ entity: 'client', id: c.id, clientId: c.id, op: 'upsert', version: 1 })));
  return made;
}

/** One client alone, as a batch of one. Undefined when its national code exists already. */
export async function insertClient(db: Sql, input: ClientCreateInput, kioskJti?: string, recordedBy: number | null = null): Promise<Client | undefined> {
  return db.tx(async (tx) => {
    const { clients: [id], at } = await takeIds(tx, { clients: 1, records: 0 });
    const client: NewClient = { id: id!, ...newClientOf(input), recordedBy };
    if (!(await insertClients(tx, [client])).has(client.id)) return undefined;
    if (kioskJti) await grantKiosk(tx, kioskJti, client.id, true);
    return madeClient(client, at);
  });
}
