// Pull: GET sync/changes from the stored cursor, page by page, each page applied in one
// transaction (db/pull-apply.ts). Returns how many changes were applied.
import type { Transport } from '../api/outbox-transport';
import type { ClinicDb } from '../db/index';
import { applyChangesPage, type ServerChange } from '../db/pull-apply';
import { readSyncState } from '../db/sync-state';

interface ChangesResult {
  changes: ServerChange[];
  cursor: string | number | null;
  hasMore: boolean;
}

export async function pullChanges(db: ClinicDb, transport: Transport, limit: number, now: () => number): Promise<number> {
  let applied = 0;
  for (let page = 0; page < 10_000; page++) {
    const { cursor } = await readSyncState(db);
    const query = new URLSearchParams({ since: cursor ?? '0', limit: String(limit) });
    const envelope = await transport.send<ChangesResult>({ method: 'get', path: `sync/changes?${query}` });
    const result = envelope.result;
    applied += await applyChangesPage(db, result.changes ?? [], result.cursor, now());
    if (!result.hasMore || (result.changes ?? []).length === 0) break;
  }
  return applied;
}
