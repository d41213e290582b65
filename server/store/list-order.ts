// A client list's order (its ids, newest first) kept in this process's memory, per database
// handle, with the list's generation it was read at (migration 013: every write that changes a
// list's members or order bumps it, in its own transaction, from any process). A deep page is
// then its ids sliced from the order and its rows read by id, in one statement that reads the
// list's generation too: a page read under another generation than the order's is not used.
// Skipping thousands of rows through the index costs PGlite milliseconds a page; this is a short
// read. Rebuilt at most once a second per list, so a list written all the time is walked through
// its index instead (clients.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { Sql } from '../db/sql';
import type { ClientRow } from './client-row';

export type ClientList = 'all' | 'covered' | 'screening';

interface Order {
  generation: string;
  ids: number[];
}

interface Kept {
  order?: Order;
  rebuiltAt: number;
}

/** A page's row; `id` null when the page is past the list's end (the total still comes). */
export type OrderedPageRow = Omit<ClientRow, 'id'> & { id: number | null; total: number; generation: string };

const rebuildEveryMs = 1_000;
const kept = new WeakMap<Sql, Map<ClientList, Kept>>();

function keptOf(db: Sql, list: ClientList): Kept {
  let lists = kept.get(db);
  if (!lists) kept.set(db, (lists = new Map()));
  let entry = lists.get(list);
  if (!entry) lists.set(list, (entry = { rebuiltAt: Number.NEGATIVE_INFINITY }));
  return entry;
}

/** The order read afresh (one statement, one snapshot), unless this list was read under a second ago. */
async function rebuild(db: Sql, list: ClientList, filter: SQL, entry: Kept, now: number): Promise<Order | undefined> {
  if (now - entry.rebuiltAt < rebuildEveryMs) return undefined;
  entry.rebuiltAt = now;
  const row = await db.one<Order>(sql`SELECT (SELECT generation::text FROM client_totals WHERE list = ${list}) AS generation,
    ARRAY(SELECT id FROM clients WHERE ${filter} ORDER BY created_at DESC, id DESC) AS ids`);
  entry.order = row && row.generation !== null ? { generation: row.generation, ids: row.ids.map(Number) } : undefined;
  return entry.order;
}

function readPage(db: Sql, list: ClientList, order: Order, skip: number, pageSize: number): Promise<OrderedPageRow[]> {
  // One text parameter: drizzle spreads a JavaScript array into a list of parameters.
  const ids = `{${order.ids.slice(skip, skip + pageSize).join(',')}}`;
  return db.rows<OrderedPageRow>(sql`
    SELECT t.n::int AS total, t.generation::text AS generation, c.id, c.local_id, c.data, c.submitted, c.version, c.created_at, c.updated_at
    FROM client_totals t LEFT JOIN clients c ON c.id = ANY (${ids}::int[])
    WHERE t.list = ${list} ORDER BY c.created_at DESC, c.id DESC`);
}

/** A deep page from the kept order, or undefined when no order holds now (the caller walks). */
export async function pageFromOrder(db: Sql, list: ClientList, filter: SQL, skip: number, pageSize: number, now = Date.now()): Promise<OrderedPageRow[] | undefined> {
  const entry = keptOf(db, list);
  for (let order = entry.order ?? (await rebuild(db, list, filter, entry, now)); order; order = await rebuild(db, list, filter, entry, now)) {
    const rows = await readPage(db, list, order, skip, pageSize);
    if (rows[0]?.generation === order.generation) return rows;
    entry.order = undefined;
  }
  return undefined;
}
