// The hits of recent searches by text (their client ids, newest first) kept in this process's
// memory, per database handle, under the generation of the list searched (migrations 013 and 021:
// every write that changes which clients a list holds, their order, or the names, phones and codes
// a search reads bumps it, in its own transaction, from any process). A receptionist's next page,
// or a colleague's same prefix, is then the page's ids sliced from the kept hits and its rows read
// by id in one statement that reads the list's generation too: rows read under another generation
// are not used. Counting and ordering thousands of hits of a common prefix costs PGlite
// milliseconds each time; this is a short read. Ids only: no name, phone or code is kept here.
import { sql, type SQL } from 'drizzle-orm';
import type { Sql } from '../db/sql';
import type { ClientRow } from './client-row';
import type { ClientList } from './list-order';

export interface Hits {
  generation: string;
  ids: number[];
  /** The ids as a set, made when first needed (to intersect with another term's hits). */
  members?: Set<number>;
}

/** A page's row; `id` null when the page is past the end (the generation still comes). */
export type HitsPageRow = Omit<ClientRow, 'id'> & { id: number | null; generation: string };

// Recent searches kept, the least recently used dropped first; larger hit lists are not kept.
const capacity = 256;
const mostIds = 50_000;
const kept = new WeakMap<Sql, Map<string, Hits>>();

function keptOf(db: Sql): Map<string, Hits> {
  let searches = kept.get(db);
  if (!searches) kept.set(db, (searches = new Map()));
  return searches;
}

export function keptHits(db: Sql, key: string): Hits | undefined {
  const searches = keptOf(db);
  const hits = searches.get(key);
  if (hits) {
    searches.delete(key);
    searches.set(key, hits);
  }
  return hits;
}

export function keepHits(db: Sql, key: string, hits: Hits | undefined): void {
  const searches = keptOf(db);
  searches.delete(key);
  if (!hits || hits.ids.length > mostIds) return;
  searches.set(key, hits);
  if (searches.size > capacity) searches.delete(searches.keys().next().value!);
}

/** Every hit, newest first, with the list's generation, in one statement (one snapshot). */
export async function readHits(db: Sql, hits: SQL, list: ClientList): Promise<Hits | undefined> {
  const row = await db.one<Hits>(sql`WITH hits AS MATERIALIZED (${hits})
    SELECT (SELECT generation::text FROM client_totals WHERE list = ${list}) AS generation,
      ARRAY(SELECT client_id FROM hits ORDER BY created_at DESC, client_id DESC) AS ids`);
  return row && row.generation !== null ? { generation: row.generation, ids: row.ids.map(Number) } : undefined;
}

/** Each query's own hits, newest first, in one statement under one generation. */
export async function readEachHits(db: Sql, queries: SQL[], list: ClientList): Promise<Hits[] | undefined> {
  const arrays = sql.join(queries.map((query, i) => sql`ARRAY(SELECT client_id FROM (${query}) AS h ORDER BY created_at DESC, client_id DESC) AS ${sql.raw(`h${i}`)}`), sql`, `);
  const row = await db.one<Record<string, unknown>>(sql`SELECT (SELECT generation::text FROM client_totals WHERE list = ${list}) AS generation, ${arrays}`);
  if (!row || typeof row.generation !== 'string') return undefined;
  const generation = row.generation;
  return queries.map((_, i) => ({ generation, ids: (row[`h${i}`] as unknown[]).map(Number) }));
}

/** The ids every one of the lists holds, in their shared order (each is newest first). */
export function intersectHits(lists: Hits[]): Hits {
  const [shortest, ...others] = [...lists].sort((a, b) => a.ids.length - b.ids.length);
  if (others.length === 0) return shortest!;
  const sets = others.map((hits) => (hits.members ??= new Set(hits.ids)));
  return { generation: shortest!.generation, ids: shortest!.ids.filter((id) => sets.every((set) => set.has(id))) };
}

/** The page's rows by id, with the list's generation read in the same statement. */
export function readHitsPage(db: Sql, list: ClientList, hits: Hits, skip: number, pageSize: number): Promise<HitsPageRow[]> {
  // One text parameter: drizzle spreads a JavaScript array into a list of parameters.
  const ids = `{${hits.ids.slice(skip, skip + pageSize).join(',')}}`;
  return db.rows<HitsPageRow>(sql`
    SELECT t.generation::text AS generation, c.id, c.local_id, c.data, c.submitted, c.version, c.created_at, c.updated_at
    FROM client_totals t LEFT JOIN clients c ON c.id = ANY (${ids}::int[])
    WHERE t.list = ${list} ORDER BY c.created_at DESC, c.id DESC`);
}
