// The search box of every patient list (issue 36 §1): the tablet's own sealed index always, the
// whole clinic's answer (POST Client/search/text) when online. Here, beside the pull, because a
// server answer becomes local rows (db/pull rowsOfServerResults) so a row opens by its localId.
import { searchClientsByTextOnServer } from '../api/client-search';
import { localDb, rowsOfServerResults, searchClients, type ClientList, type ClientRow, type Page } from '../db/index';

/** The server's page with, on the first page, the tablet's own matches the server cannot know yet
 *  (no server id: registered here, still unsent) before it. The local page's other rows are on
 *  the server, so its answer holds them where they belong. */
export function mergeSearchPages(local: Page<ClientRow>, server: Page<ClientRow>, page: number): Page<ClientRow> {
  const unsent = page === 1 ? local.rows.filter((row) => row.serverId === undefined) : [];
  const shown = new Set(unsent.map((row) => row.localId));
  const rows = [...unsent, ...server.rows.filter((row) => !shown.has(row.localId))];
  return { rows, total: Math.max(server.total + unsent.length, rows.length) };
}

const online = () => typeof navigator === 'undefined' || navigator.onLine;

/** A page of the clients the words find in `list`. Offline, or when the server does not answer
 *  (a server without the call, a timeout, the box's next words aborting it): the tablet's own. */
export async function searchClientsEverywhere(list: ClientList, query: string, page: number, signal?: AbortSignal): Promise<Page<ClientRow>> {
  const db = localDb();
  const local = await searchClients(db, list, query, page);
  if (!online()) return local;
  let summaries: Awaited<ReturnType<typeof searchClientsByTextOnServer>>;
  try {
    summaries = await searchClientsByTextOnServer(query, page, list, signal);
  } catch {
    return local; // why it failed changes nothing the person can do: the local answer stands
  }
  if (signal?.aborted) return local;
  const rows = await rowsOfServerResults(db, summaries.rows);
  return mergeSearchPages(local, { rows, total: summaries.total }, page);
}
