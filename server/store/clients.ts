// Clients: rows with the fields of 000 §3 in `data`, national code and list flags as columns.
import { sql, type SQL } from 'drizzle-orm';
import type { ClientUpdateInput } from '../../src/domain/schemas/client';
import { storedClientText } from '../../src/domain/persian-stored-text';
import { clientSummaryResult } from '../../src/domain/schemas/results';
import type { Sql } from '../db/sql';
import { logCascadeDeletes, logChange } from './changes';
import { concerns, removes } from './concerned-clients';
import type { ClientRow } from './client-row';
import { pageFromOrder, type ClientList } from './list-order';

export type Client = Record<string, unknown> & { id: number; version: number };

const iso = (value: string | Date) => new Date(value).toISOString();

/** A client's fields kept in columns, over any of the same name in `data`. */
const columnsOf = (row: ClientRow) => ({
  id: row.id, localId: row.local_id, submitted: row.submitted, version: row.version, createdAt: iso(row.created_at), updatedAt: iso(row.updated_at),
});

export function clientOf(row: ClientRow): Client {
  return { ...row.data, ...columnsOf(row) };
}

const summaryKeys = Object.keys(clientSummaryResult.entries);

/** The list columns of api-v1.md "Client summary": the keys of its result schema. */
export function summaryOf(client: Client) {
  return Object.fromEntries(summaryKeys.map((key) => [key, client[key]]));
}

/** summaryOf(clientOf(row)) without copying every field of `data` first (a page of search hits
 *  is a summary of each, and the copy was most of its CPU). */
export function rowSummary(row: ClientRow) {
  const columns: Record<string, unknown> = columnsOf(row);
  return Object.fromEntries(summaryKeys.map((key) => [key, key in columns ? columns[key] : row.data[key]]));
}

const columns = sql`id, local_id, data, submitted, version, created_at, updated_at`;

export type { ClientList } from './list-order';
const filterOf = (list: ClientList): SQL =>
  list === 'covered' ? sql`is_covered_patient` : list === 'screening' ? sql`is_screening` : sql`true`;

// The last total each list showed, per database handle: only to choose which end of the list a
// deep page is counted from (either way the page is exact), so it may be stale or missing.
const lastTotals = new WeakMap<Sql, Map<ClientList, number>>();
// Up to this many rows before the page, reading them whole costs less than the two-step form
// below (on PGlite, the first page reads in less time whole).
const shallowRows = 600;

type PageRow = Omit<ClientRow, 'id'> & { id: number | null; total: number | null };

/**
 * A page of a list, newest first, with the list's total read in the same statement (one
 * snapshot, one round trip): the row kept by the triggers of migration 003. Past the first
 * pages, the page's ids come from the list's order kept in memory (list-order.ts) while it holds;
 * else the rows before the page are skipped through the list's index alone, counted from the
 * nearer end, and the page's rows then fetched by id: skipping whole rows from the newest end
 * is too slow for random deep pages of a large list on PGlite.
 */
export async function clientPage(db: Sql, list: ClientList, page: number, pageSize: number) {
  const filter = filterOf(list);
  const skip = (page - 1) * pageSize;
  const total = sql`(SELECT n FROM client_totals WHERE list = ${list})`;
  let rows: PageRow[];
  if (skip < shallowRows) {
    rows = await db.rows<PageRow>(sql`SELECT ${total}::int AS total, ${columns} FROM clients WHERE ${filter}
      ORDER BY created_at DESC, id DESC LIMIT ${pageSize} OFFSET ${skip}`);
  } else {
    rows = (await pageFromOrder(db, list, filter, skip, pageSize)) ?? (await walkedPage(db, list, filter, skip, pageSize));
  }
  const count = rows[0]?.total ?? (await db.one<{ n: number }>(sql`SELECT ${total}::int AS n`))?.n ?? 0;
  if (!lastTotals.has(db)) lastTotals.set(db, new Map());
  lastTotals.get(db)!.set(list, count);
  const found = rows.filter((row): row is ClientRow & { total: number } => row.id !== null);
  return { items: found.map(clientOf), total: count };
}

export async function clientByCode(db: Sql, nationalCode: string, list: ClientList = 'all') {
  const row = await db.one<ClientRow>(sql`SELECT ${columns} FROM clients WHERE national_code = ${nationalCode} AND ${filterOf(list)}`);
  if (row) concerns(row.id);
  return row && clientOf(row);
}

export async function clientById(db: Sql, id: number) {
  const row = await db.one<ClientRow>(sql`SELECT ${columns} FROM clients WHERE id = ${id}`);
  if (row) concerns(row.id);
  return row && clientOf(row);
}

export type UpdateOutcome = { kind: 'updated'; client: Client } | { kind: 'missing' } | { kind: 'stale'; current: Client } | { kind: 'codeTaken' };

export async function updateClient(db: Sql, id: number, input: ClientUpdateInput, ifMatch: number | undefined): Promise<UpdateOutcome> {
  return db.tx(async (tx) => {
    const current = await tx.one<ClientRow>(sql`SELECT ${columns} FROM clients WHERE id = ${id} FOR UPDATE`);
    if (!current) return { kind: 'missing' };
    concerns(id);
    if (ifMatch !== undefined && ifMatch !== current.version) return { kind: 'stale', current: clientOf(current) };
    const taken = await tx.one(sql`SELECT id FROM clients WHERE national_code = ${input.nationalCode} AND id <> ${id}`);
    if (taken) return { kind: 'codeTaken' };
    // isNew is not part of an update (000 §7): it keeps its stored value.
    // Names and other free texts in their stored form, as a create stores them.
    const data = { ...storedClientText(input), isNew: current.data.isNew ?? false };
    const row = await tx.one<ClientRow>(sql`UPDATE clients SET data = ${JSON.stringify(data)}::jsonb, national_code = ${input.nationalCode},
      is_covered_patient = ${input.isCoveredPatient}, is_screening = ${input.isScreening}, version = version + 1, updated_at = now()
      WHERE id = ${id} RETURNING ${columns}`);
    await logChange(tx, { entity: 'client', id, clientId: id, op: 'upsert', version: row!.version });
    return { kind: 'updated', client: clientOf(row!) };
  });
}

/** Finalizes a registration; resolves to the version it holds then (undefined: no such client).
 * The version goes back to the tablet: an edit it made after finalizing goes with If-Match of
 * it. `once`: a client already finalized is left as it is (no version bump), for callers that
 * must not turn staff edits into conflicts. */
export async function submitClient(db: Sql, id: number, { once = false } = {}): Promise<number | undefined> {
  return db.tx(async (tx) => {
    const row = await tx.one<{ version: number }>(sql`UPDATE clients SET submitted = true, version = version + 1, updated_at = now()
      WHERE id = ${id} AND NOT (${once} AND submitted) RETURNING version`);
    concerns(id);
    if (!row) return once ? (await tx.one<{ version: number }>(sql`SELECT version FROM clients WHERE id = ${id}`))?.version : undefined;
    await logChange(tx, { entity: 'client', id, clientId: id, op: 'upsert', version: row.version });
    return row.version;
  });
}

export async function deleteClient(db: Sql, id: number): Promise<string[] | undefined> {
  return db.tx(async (tx) => {
    // Locked first so a concurrent delete of the same client cannot log its records twice.
    const locked = await tx.one(sql`SELECT id FROM clients WHERE id = ${id} FOR UPDATE`);
    if (!locked) return undefined;
    // The stored files of its documents go too; the caller removes them after the commit.
    const files = await tx.rows<{ file_name: string }>(sql`SELECT data->>'fileName' AS file_name FROM records
      WHERE client_id = ${id} AND kind IN ('document', 'personalDocument')`);
    // Its records go with it (ON DELETE CASCADE): each tablet that holds one must hear of it.
    await logCascadeDeletes(tx, id);
    // Its messages go with it too (ON DELETE CASCADE), and so do those to its number that no
    // client was tied to when they were sent (an older tablet's send, before anyone had the number).
    await tx.rows(sql`DELETE FROM sms_messages WHERE client_id IS NULL
      AND phone_number = (SELECT data->>'phoneNumber' FROM clients WHERE id = ${id})`);
    const row = await tx.one<{ version: number }>(sql`DELETE FROM clients WHERE id = ${id} RETURNING version`);
    if (!row) return undefined;
    removes(id);
    await logChange(tx, { entity: 'client', id, clientId: id, op: 'delete', version: row.version + 1 });
    return files.map((file) => file.file_name);
  });
}

/** Past the first pages: the rows before the page skipped through the list's index alone, from
 * the nearer end, and the page's rows then fetched by id. */
function walkedPage(db: Sql, list: ClientList, filter: SQL, skip: number, pageSize: number): Promise<PageRow[]> {
  const total = sql`(SELECT n FROM client_totals WHERE list = ${list})`;
  const known = lastTotals.get(db)?.get(list);
  const ids = known !== undefined && skip * 2 >= known
    // From the oldest end: the rows at positions [n − skip − size, n − skip), oldest first.
    ? sql`SELECT id FROM clients WHERE ${filter} ORDER BY created_at, id
        LIMIT greatest(0, least(${pageSize}::bigint, ${total} - ${skip}::bigint))
        OFFSET greatest(0, ${total} - ${skip}::bigint - ${pageSize}::bigint)`
    : sql`SELECT id FROM clients WHERE ${filter} ORDER BY created_at DESC, id DESC LIMIT ${pageSize} OFFSET ${skip}::bigint`;
  // ARRAY(…) makes the page's ids one value, so the planner fetches those rows by primary key;
  // the left join keeps the total when the page is past the end.
  return db.rows<PageRow>(sql`
    SELECT t.n::int AS total, c.id, c.local_id, c.data, c.submitted, c.version, c.created_at, c.updated_at
    FROM client_totals t LEFT JOIN clients c ON c.id = ANY (ARRAY(${ids}))
    WHERE t.list = ${list} ORDER BY c.created_at DESC, c.id DESC`);
}
