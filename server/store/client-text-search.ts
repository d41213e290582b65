// Clients found by what a person types (issue 36 §1), read by the one parser of both sides
// (src/domain/search-terms.ts): every name word a prefix of a word of the first or last name,
// every run of digits the start of the national code or of the phone. The terms live in
// client_search_words (migration 021, kept by triggers), each with its client's list order and
// flags, so the hits are counted and ordered from that table's index alone; only the page's six
// clients are then read by id. Recent searches' hits are kept in memory under their list's
// generation (search-hits.ts), so the next page or the same prefix again reads six rows.
import { sql, type SQL } from 'drizzle-orm';
import { nationalCodeLength, nationalPhoneLength, phonePrefixesOf, type SearchQuery } from '../../src/domain/search-terms';
import type { Sql } from '../db/sql';
import type { ClientRow } from './client-row';
import { rowSummary } from './clients';
import { concerns } from './concerned-clients';
import type { ClientList } from './list-order';
import { intersectHits, keepHits, keptHits, readEachHits, readHits, readHitsPage, type Hits } from './search-hits';

/** A prefix LIKE pattern: the term's own % _ and \ taken literally. */
const prefixOf = (term: string) => `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const flagOf = (list: ClientList): SQL =>
  list === 'covered' ? sql` AND is_covered_patient` : list === 'screening' ? sql` AND is_screening` : sql``;

// '#' and '+' open the national code's and the phone's terms (migration 021): never a name's.
const digitsMark = /^[#+]/;

function matching(term: string, list: ClientList): SQL {
  return sql`SELECT DISTINCT client_id, created_at FROM client_search_words WHERE word LIKE ${prefixOf(term)}${flagOf(list)}`;
}

/** Migration 021 keeps every suffix of a code and a phone (a part of either was to find it); the
 *  rule (domain/search-terms.ts) is their start: only the whole one, its mark and its 10 digits. */
function startsWith(mark: '#' | '+', digits: string, length: number, list: ClientList): SQL {
  return sql`SELECT client_id, created_at FROM client_search_words WHERE word LIKE ${prefixOf(`${mark}${digits}`)} AND length(word) = ${length + 1}${flagOf(list)}`;
}

/** The clients a run of digits finds: the start of the national code, or of the phone. */
function digitsMatching(digits: string, list: ClientList): SQL {
  const branches = [startsWith('#', digits, nationalCodeLength, list), ...phonePrefixesOf(digits).map((phone) => startsWith('+', phone, nationalPhoneLength, list))];
  return sql.join(branches.map((branch) => sql`(${branch})`), sql` UNION `);
}

/** Every word's clients intersected: a client answers every word of the query; undefined when
 *  a name word could only read as a code's or a phone's term (it finds no name). */
function hitsOf(query: SearchQuery, list: ClientList): SQL | undefined {
  if (query.names.some((word) => digitsMark.test(word))) return undefined;
  const each = [...query.names.map((word) => matching(word, list)), ...query.digits.map((digits) => digitsMatching(digits, list))];
  if (each.length === 0) return undefined;
  return sql.join(each.map((branch) => sql`(${branch})`), sql` INTERSECT `);
}

/** A query of names: each word's hits kept apart (a first name, a surname's first letters: the
 * same few words come back in many queries), intersected here; read afresh together, under one
 * generation, when one is missing or they disagree. */
async function nameHits(db: Sql, words: string[], list: ClientList, mayUseKept: boolean): Promise<Hits | undefined> {
  const keys = words.map((word) => `${list}\nword\n${word}`);
  const kept = mayUseKept ? keys.map((key) => keptHits(db, key)) : [];
  const first = kept[0];
  if (first && kept.every((hits) => hits?.generation === first.generation)) return intersectHits(kept as Hits[]);
  const fresh = await readEachHits(db, words.map((word) => matching(word, list)), list);
  if (!fresh) return undefined;
  keys.forEach((key, i) => keepHits(db, key, fresh[i]));
  return intersectHits(fresh);
}

type PageRow = Omit<ClientRow, 'id'> & { id: number | null; total: number };

function pageOf(rows: Array<Omit<ClientRow, 'id'> & { id: number | null }>, total: number) {
  const found = rows.filter((row): row is ClientRow => row.id !== null);
  // A kept answer (Idempotency-Key) holds these clients: their delete must find it.
  concerns(...found.map((row) => row.id));
  return { items: found.map(rowSummary), total };
}

/** A page of the clients of `list` the terms find (their summaries), newest first, with how many it finds. */
export async function clientTextPage(db: Sql, query: SearchQuery, list: ClientList, page: number, pageSize: number): Promise<{ items: ReturnType<typeof rowSummary>[]; total: number }> {
  const hits = hitsOf(query, list);
  if (!hits) return { items: [], total: 0 };
  const skip = (page - 1) * pageSize;
  const namesAlone = query.digits.length === 0;
  const key = [list, query.names.join(' '), query.digits.join(' ')].join('\n');
  // The hits kept (search-hits.ts) or read afresh, then their page under the same generation;
  // twice at most, then (the list written meanwhile both times) the page in one statement.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const found = namesAlone
      ? await nameHits(db, query.names, list, attempt === 0)
      : ((attempt === 0 ? keptHits(db, key) : undefined) ?? (await readHits(db, hits, list)));
    if (!found) break;
    const rows = await readHitsPage(db, list, found, skip, pageSize);
    if (rows[0]?.generation === found.generation) {
      if (!namesAlone) keepHits(db, key, found);
      return pageOf(rows, found.ids.length);
    }
    if (!namesAlone) keepHits(db, key, undefined);
  }
  // The left join keeps the total when the page is past the end.
  const rows = await db.rows<PageRow>(sql`WITH hits AS MATERIALIZED (${hits})
    SELECT t.n::int AS total, c.id, c.local_id, c.data, c.submitted, c.version, c.created_at, c.updated_at
    FROM (SELECT count(*) AS n FROM hits) t
    LEFT JOIN clients c ON c.id = ANY (ARRAY(SELECT client_id FROM hits ORDER BY created_at DESC, client_id DESC LIMIT ${pageSize} OFFSET ${skip}))
    ORDER BY c.created_at DESC, c.id DESC`);
  return pageOf(rows, rows[0]?.total ?? 0);
}
