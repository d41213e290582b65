// The search box of every patient list (issue 36 §1): the tablet's own sealed index always, the
// whole clinic's answer (POST Client/search/text) when online. Here, beside the pull, because a
// server answer becomes local rows (db/pull rowsOfServerResults) so a row opens by its localId.
import { searchClientsByTextOnServer } from '../api/client-search';
import { localDb, pageSize, rowsOfServerResults, searchClientsFirst, type ClientList, type ClientRow, type Page } from '../db/index';

/** Where page `page` of the merged list lies in the server's pages: the tablet's `unsent` matches
 *  the server cannot know yet (registered here, no server id) come first, so the server's rows
 *  are shifted by that many. `pages`: the server pages to read (one or two); `skip`: rows of the
 *  first of them before this page's; `take`: how many server rows it shows. */
export function serverWindowOf(page: number, unsent: number): { pages: number[]; skip: number; take: number } {
  const start = Math.max(0, (page - 1) * pageSize - unsent);
  const end = page * pageSize - unsent;
  if (end <= start) return { pages: [], skip: 0, take: 0 };
  const first = Math.floor(start / pageSize) + 1;
  const last = Math.floor((end - 1) / pageSize) + 1;
  const pages = first === last ? [first] : [first, last];
  return { pages, skip: start - (first - 1) * pageSize, take: end - start };
}

/** Page `page` of the tablet's unsent matches (`unsent`, page 1's) then the server's rows (read
 *  from the pages serverWindowOf named, in order): never more than a page of 6, each client once. */
export function mergeSearchPages(unsent: ClientRow[], server: Page<ClientRow>, page: number): Page<ClientRow> {
  const own = unsent.slice((page - 1) * pageSize, page * pageSize);
  const window = serverWindowOf(page, unsent.length);
  const shown = new Set(own.map((row) => row.localId));
  const theirs = server.rows.slice(window.skip, window.skip + window.take).filter((row) => !shown.has(row.localId));
  return { rows: [...own, ...theirs], total: server.total + unsent.length };
}

const online = () => typeof navigator === 'undefined' || navigator.onLine;

/** A search's page for the screen: `totalLater`, when set, is the true total, counted after the
 *  rows were shown (`total` until then counts only the pages up to this one). */
export type ShownSearchPage = Page<ClientRow> & { totalLater?: Promise<number> };

/** The tablet's own page: its rows at once, its total counted after them. */
function localPage(rows: ClientRow[], count: () => Promise<number>, page: number): ShownSearchPage {
  return { rows, total: (page - 1) * pageSize + rows.length, totalLater: count() };
}

/** A page of the clients the words find in `list`. Offline, or when the server does not answer
 *  (a server without the call, a timeout, the box's next words aborting it): the tablet's own. */
export async function searchClientsEverywhere(list: ClientList, query: string, page: number, signal?: AbortSignal): Promise<ShownSearchPage> {
  const db = localDb();
  const local = await searchClientsFirst(db, list, query, page);
  if (!online()) return localPage(local.rows, local.count, page);
  // The unsent matches of page 1 (at most 6: a seventh shows once sent) shift every page after.
  const firstLocal = page === 1 ? local : await searchClientsFirst(db, list, query, 1);
  const unsent = firstLocal.rows.filter((row) => row.serverId === undefined);
  const window = serverWindowOf(page, unsent.length);
  let rows: Record<string, unknown>[] = [];
  let total = 0;
  try {
    for (const serverPage of window.pages.length > 0 ? window.pages : [1]) {
      const answer = await searchClientsByTextOnServer(query, serverPage, list, signal);
      if (window.pages.length > 0) rows = [...rows, ...answer.rows];
      total = answer.total;
    }
  } catch {
    return localPage(local.rows, local.count, page); // why it failed changes nothing the person can do: the local answer stands
  }
  if (signal?.aborted) return localPage(local.rows, local.count, page);
  const shown = await rowsOfServerResults(db, rows);
  // A client this tablet deleted, which the server still holds (her delete queued or on its way),
  // is left out of the rows (db/pull rowsOfServerResults) and so out of the count.
  return mergeSearchPages(unsent, { rows: shown, total: Math.max(0, total - (rows.length - shown.length)) }, page);
}
