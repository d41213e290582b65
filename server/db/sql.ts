// The one query interface the routes use: drizzle's `sql` templates run through drizzle-orm on
// PGlite or node-postgres alike. Both drivers answer raw queries with `{ rows }`.
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

export type DatabaseKind = 'pglite' | 'postgresql';
// The drivers' own result types differ; the raw `{ rows }` shape is what both share.
type AnyPgDatabase = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export interface Sql {
  /** Rows of a query. */
  rows<T>(query: SQL): Promise<T[]>;
  /** The first row, or undefined. */
  one<T>(query: SQL): Promise<T | undefined>;
  /** Runs `work` in one transaction; nested calls reuse it. */
  tx<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
}

export function sqlOver(db: AnyPgDatabase, inTransaction = false): Sql {
  const api: Sql = {
    async rows<T>(query: SQL) {
      const result = (await db.execute(query)) as unknown as { rows: T[] };
      return result.rows;
    },
    async one<T>(query: SQL) {
      const rows = await api.rows<T>(query);
      return rows[0];
    },
    tx(work) {
      if (inTransaction) return work(api);
      return db.transaction((tx) => work(sqlOver(tx as unknown as AnyPgDatabase, true)));
    },
  };
  return api;
}

export type { AnyPgDatabase };
