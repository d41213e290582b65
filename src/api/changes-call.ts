// GET sync/changes (api-v1.md "Sync"): one page of the changes after a cursor, of the caller's
// read scope. Sent through the engine's transport, whose base URL and token are its own.
import type { OutboxCall } from './outbox-transport';

export function changesCall(since: string, limit: number): OutboxCall {
  const query = new URLSearchParams({ since, limit: String(limit) });
  return { method: 'get', path: `sync/changes?${query}` };
}
