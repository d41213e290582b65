// POST Client/search (and /covered, /screening): one client by national code; 404 → null
// (000 §7: "a 404 means a new client"). A Kiosk token gets the id alone.
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
