// The search box's local read (issue 36 §1): clients of a list whose names, phone or national
// code hold every word of the query as a prefix, newest first, 6 a page, off the sealed search
// index (crypto/search-keys.ts) — no row is opened but the page's. Locked, it finds nothing.
import { Dexie } from 'dexie';
import { isUnlocked, LockedError, searchRangeOf } from '../crypto/index';
import { termsOfQuery } from '../../domain/search-terms';
import { flagOf, listIndex, type ClientList } from './counters';
import { pageSize, type Page } from './queries';
import type { ClientRow, ClinicDb } from '../store/index';

const nothing: Page<ClientRow> = { rows: [], total: 0 };

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

/** A page of the clients the query finds in `list` (1-based); nothing when the query holds no term. */
export async function searchClients(db: ClinicDb, list: ClientList, query: string, page: number): Promise<Page<ClientRow>> {
  const terms = termsOfQuery(query);
  if (terms.length === 0 || !isUnlocked()) return nothing;
  try {
    let keys: string[];
    let total: number;
    if (terms.length === 1 && list === 'all') {
      const entries = entriesOf(db, terms[0]!);
      [keys, total] = await Promise.all([entries.clone().reverse().offset((page - 1) * pageSize).limit(pageSize).primaryKeys(), entries.count()]);
    } else {
      const all = await matchingKeys(db, list, terms);
      total = all.length;
      keys = all.reverse().slice((page - 1) * pageSize, page * pageSize);
    }
    // A row may have left the list since (a delete written as stored keeps its entries until its
    // next write): shown only while in the list.
    const rows = (await db.clients.bulkGet(keys)).filter((row): row is ClientRow => row !== undefined && row[flagOf[list]] === 1);
    return { rows, total: total - (keys.length - rows.length) };
  } catch (error) {
    if (error instanceof LockedError) return nothing; // locked mid-way: the key is gone
    throw error;
  }
}
