// POST Client/search (and /covered, /screening): one client by national code; 404 → null
// (000 §7: "a 404 means a new client"). A Kiosk token gets the id alone. And POST
// Client/search/text: a page of the clients a search box's words find.
import { request } from './client';
import { ApiError } from './errors';

export type SearchList = 'all' | 'covered' | 'screening';

const pathOf: Record<SearchList, string> = {
  all: 'Client/search',
  covered: 'Client/search/covered',
  screening: 'Client/search/screening',
};

/** `asToken`: search with that token instead of the session's (a kiosk's device token).
 * `timeoutMs`: a form's lookup gives up sooner (about 3 s) and lets the person go on. */
export async function searchClientOnServer(
  nationalCode: string, list: SearchList = 'all', asToken?: string, timeoutMs = 10_000,
): Promise<Record<string, unknown> | null> {
  try {
    const auth = asToken ? { anonymous: true, headers: { Authorization: `Bearer ${asToken}` } } : {};
    const envelope = await request<Record<string, unknown>>(pathOf[list], { method: 'post', json: { nationalCode }, timeoutMs, ...auth });
    return envelope.result && typeof envelope.result === 'object' ? envelope.result : null;
  } catch (error) {
    if (error instanceof ApiError && error.reason === 'not-found') return null;
    throw error;
  }
}

export interface TextSearchPage {
  /** The server's client summaries (id, names, codes, flags, version, updatedAt). */
  rows: Array<Record<string, unknown>>;
  total: number;
}

/** POST Client/search/text `{ query, page, list }` (issue 36 §1): the whole clinic's page of 6 for
 *  the search box's words; the server normalises the query as the tablet does. `signal`: the box's
 *  next words abort this call. */
export async function searchClientsByTextOnServer(query: string, page: number, list: SearchList, signal?: AbortSignal): Promise<TextSearchPage> {
  const envelope = await request<unknown>('Client/search/text', { method: 'post', json: { query, page, list }, signal, timeoutMs: 5_000 });
  const rows = Array.isArray(envelope.result)
    ? envelope.result.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    : [];
  return { rows, total: envelope.pagination?.total ?? rows.length };
}
