// The reads the engine needs to build a call: a record, and its server id once it has one. A push
// round reads them ahead for a page of entries, one getMany per table (a round of 100 tests read
// each test's client and row one get at a time: 200 requests), in the transaction that claims the
// entries, and only their plain fields: a call takes server ids, versions, subtypes and kinds
// from them, never a sealed field (each row opened cost the cipher or a parse).
import { plainRowsOf } from '../crypto/index';
import type { ClinicDb } from '../store/index';
import { recordTableNames } from '../store/index';
import type { ServerId, SyncedTable } from '../store/index';

export interface RowWanted {
  table: SyncedTable;
  localId: string;
}

const keyOf = (table: string, localId: string) => `${table}\u0000${localId}`;

/** Rows read in one go; a row not asked for is read when it is wanted. */
export class RowsAhead {
  private constructor(private readonly rows: Map<string, unknown>) {}

  /** The tables a read ahead may read (for the transaction's scope). */
  static tables(db: ClinicDb) {
    return [db.clients, db.documents, ...recordTableNames.map((name) => db.table(name))];
  }

  /** Inside a read-write transaction over `tables`. */
  static async read(db: ClinicDb, wanted: RowWanted[]): Promise<RowsAhead> {
    const byTable = new Map<SyncedTable, Set<string>>();
    for (const { table, localId } of wanted) byTable.set(table, (byTable.get(table) ?? new Set()).add(localId));
    const rows = new Map<string, unknown>();
    await Promise.all([...byTable].map(async ([table, ids]) => {
      const localIds = [...ids];
      const found = await plainRowsOf(db.table(table), localIds);
      localIds.forEach((localId, i) => rows.set(keyOf(table, localId), found[i]));
    }));
    return new RowsAhead(rows);
  }

  static none(): RowsAhead {
    return new RowsAhead(new Map());
  }

  async get<T>(db: ClinicDb, table: SyncedTable, localId: string): Promise<T | undefined> {
    const key = keyOf(table, localId);
    if (this.rows.has(key)) return this.rows.get(key) as T | undefined;
    return db.table(table).get(localId) as Promise<T | undefined>;
  }
}

/** The server id of a record, or undefined while it is not on the server yet. */
export async function serverIdOf(db: ClinicDb, table: SyncedTable, localId: string, ahead = RowsAhead.none()): Promise<ServerId | undefined> {
  return (await ahead.get<{ serverId?: ServerId }>(db, table, localId))?.serverId;
}

export function recordOf<T = unknown>(db: ClinicDb, table: SyncedTable, localId: string, ahead = RowsAhead.none()): Promise<T | undefined> {
  return ahead.get<T>(db, table, localId);
}
