// A client the server found (a national-code search) that this tablet has not pulled yet: kept
// like a pulled row (the same mapping as sync/changes), so the detail page can open it by localId.
import type { ClinicDb } from '../store/index';
import { applyChangesPage } from './apply';
import { deletedHere } from '../records/index';
import type { ClientRow, ServerId } from '../store/index';

export async function rememberServerClient(db: ClinicDb, data: Record<string, unknown>, now = Date.now()): Promise<string | undefined> {
  const id = data.id as ServerId | undefined;
  if (id === undefined || id === null) return undefined;
  // An answer read before this tablet's delete reached the server: she is gone (records/deleted-here.ts).
  if (deletedHere(db, id)) return undefined;
  const version = typeof data.version === 'number' ? data.version : undefined;
  // A null cursor leaves the pull's own position where it was.
  await applyChangesPage(db, [{ entity: 'client', id, op: 'upsert', version, data }], null, now);
  const row = await db.clients.where('serverId').equals(id).first();
  return row && row.deleted === 0 ? row.localId : undefined;
}

/** The rows of a server search's page (client summaries), in its order: a client this tablet holds
 * is shown as it holds it (a summary lacks most fields: it must not overwrite a full row), one it
 * does not is remembered from the summary (the pull brings the rest). Deleted ones are left out. */
export async function rowsOfServerResults(db: ClinicDb, summaries: Array<Record<string, unknown>>, now = Date.now()): Promise<ClientRow[]> {
  const rows: ClientRow[] = [];
  for (const data of summaries) {
    const id = data.id as ServerId | undefined;
    if (id === undefined || id === null) continue;
    let row = await db.clients.where('serverId').equals(id).first();
    if (!row) {
      const localId = await rememberServerClient(db, data, now);
      row = localId ? await db.clients.get(localId) : undefined;
    }
    if (row && row.deleted === 0) rows.push(row);
  }
  return rows;
}
