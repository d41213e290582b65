// The search box's local read (issue 36 §1): clients of a list whose names, phone or national
// code answer every word of the query (domain/search-terms.ts), newest first, 6 a page, off the
// sealed search index (crypto/search-keys.ts) — no row is opened but the page's, and the total is
// counted apart, after the page (bench `search`). Locked, it finds nothing.
import { Dexie } from 'dexie';
import { isUnlocked, LockedError, searchRangeOf } from '../crypto/index';
import { termsOfQuery } from '../../domain/search-terms';
import { flagOf, listIndex, type ClientList } from './counters';
import { pageSize, type Page } from './queries';
import type { ClientRow, ClinicDb } from '../store/index';

function entriesOf(db: ClinicDb, term: string) {
  const [lower, upper] = searchRangeOf(term);
  return db.clients.where('searchKeys').between(lower, upper, true, true);
}

/** The matching clients' keys, newest last: one term's entries come in createdAt order; the
 *  fewest first, and each other term (and a list narrower than all: its own index's keys) keeps
 *  those it also holds. */
async function matchingKeys(db: ClinicDb, list: ClientList, terms: string[]): Promise<string[]> {
  const sets = await Promise.all(terms.map((term) => entriesOf(db, term).primaryKeys()));
  sets.sort((a, b) => a.length - b.length);
  const [first, ...others] = sets;
  const held = others.map((keys) => new Set(keys));
  if (list !== 'all') {
    held.push(new Set(await db.clients.where(listIndex(list)).between([1, Dexie.minKey], [1, Dexie.maxKey]).primaryKeys()));
  }
  return first!.filter((key) => held.every((set) => set.has(key)));
}

/** A page of the clients the query finds, and how to count them all. */
export interface ClientSearchPage {
  rows: ClientRow[];
  /** How many the query finds in all: asked apart, after the rows are shown, since counting every
   *  entry of a common prefix (2,500 of 100,000 clients) costs more than the page itself. */
  count: () => Promise<number>;
}

const none: ClientSearchPage = { rows: [], count: () => Promise.resolve(0) };

/** Rows of `keys` still in `list` (a delete written as stored keeps its entries until its next
 *  write: shown only while in the list). */
async function rowsOf(db: ClinicDb, list: ClientList, keys: string[]): Promise<ClientRow[]> {
  return (await db.clients.bulkGet(keys)).filter((row): row is ClientRow => row !== undefined && row[flagOf[list]] === 1);
}

const lockedAsNothing = (error: unknown) => {
  if (error instanceof LockedError) return 0; // locked mid-way: the key is gone
  throw error;
};

/** Page `page` (1-based) of the clients the query finds in `list`, the newest first: one term in
 *  the whole list reads its 6 entries straight off the index and opens only their rows; more
 *  terms, or a narrower list, intersect the keys (no row opened but the page's). Nothing when the
 *  query holds no term, or while locked. */
export async function searchClientsFirst(db: ClinicDb, list: ClientList, query: string, page: number): Promise<ClientSearchPage> {
  const terms = termsOfQuery(query);
  if (terms.length === 0 || !isUnlocked()) return none;
  const skip = (page - 1) * pageSize;
  try {
    if (terms.length === 1 && list === 'all') {
      const entries = entriesOf(db, terms[0]!);
      const keys = await entries.clone().reverse().offset(skip).limit(pageSize).primaryKeys();
      const rows = await rowsOf(db, list, keys);
      return { rows, count: () => entries.count().then((n) => n - (keys.length - rows.length), lockedAsNothing) };
    }
    const all = await matchingKeys(db, list, terms);
    const keys = all.reverse().slice(skip, skip + pageSize);
    const rows = await rowsOf(db, list, keys);
    return { rows, count: () => Promise.resolve(all.length - (keys.length - rows.length)) };
  } catch (error) {
    lockedAsNothing(error);
    return none;
  }
}

/** A page with its total (the rows and the count one after the other). */
export async function searchClients(db: ClinicDb, list: ClientList, query: string, page: number): Promise<Page<ClientRow>> {
  const found = await searchClientsFirst(db, list, query, page);
  return { rows: found.rows, total: await found.count() };
}
