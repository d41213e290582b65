// Pull: GET sync/changes from the cursor of the signed-in role's read scope, page by page, each
// page applied in one transaction (db/pull/apply.ts). The server's feed depends on the role, so
// each scope keeps its own cursor: a role never pulled on this tablet starts from 0 (a full pull
// of what it may read), whatever other roles pulled before. Returns how many changes were applied.
import { changesCall } from '../api/changes-call';
import type { Transport } from '../api/outbox-transport';
import type { ClinicDb } from '../db/index';
import { forgetChangedSignIns, type CredentialsVersion } from '../db/records/index';
import { applyChangesPage, defaultScope, type ServerChange } from '../db/pull/index';
import { readCursor } from '../db/store/index';

interface ChangesResult {
  changes: ServerChange[];
  cursor: string | number | null;
  hasMore: boolean;
  /** Every staff account's credentials version (an older server sends none). */
  credentials?: CredentialsVersion[];
}

export interface PullOptions {
  limit: number;
  now: () => number;
  scope?: string;
  /** After each page: changes applied so far; `first` while this scope has no cursor yet here. */
  onProgress?: (progress: { applied: number; first: boolean }) => void;
}

export async function pullChanges(db: ClinicDb, transport: Transport, options: PullOptions): Promise<number> {
  const scope = options.scope ?? defaultScope;
  const first = (await readCursor(db, scope)) === undefined;
  let applied = 0;
  options.onProgress?.({ applied, first });
  for (let page = 0; page < 10_000; page++) {
    const cursor = await readCursor(db, scope);
    const envelope = await transport.send<ChangesResult>(changesCall(cursor ?? '0', options.limit));
    const result = envelope.result;
    // Whoever's pull this is, a password set on the server ends its old offline sign-in here.
    if (page === 0 && Array.isArray(result.credentials)) await forgetChangedSignIns(db, result.credentials);
    applied += await applyChangesPage(db, result.changes ?? [], result.cursor, options.now(), scope);
    options.onProgress?.({ applied, first });
    if (!result.hasMore || (result.changes ?? []).length === 0) break;
  }
  return applied;
}
