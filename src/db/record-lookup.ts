// The reads the engine needs to build a call: a record, and its server id once it has one.
import type { ClinicDb } from './database';
import type { ServerId, SyncedTable } from './types';

/** The server id of a record, or undefined while it is not on the server yet. */
export async function serverIdOf(db: ClinicDb, table: SyncedTable, localId: string): Promise<ServerId | undefined> {
  const row = (await db.table(table).get(localId)) as { serverId?: ServerId } | undefined;
  return row?.serverId;
}

export function recordOf<T = unknown>(db: ClinicDb, table: SyncedTable, localId: string): Promise<T | undefined> {
  return db.table(table).get(localId) as Promise<T | undefined>;
}
