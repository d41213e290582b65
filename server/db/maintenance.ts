// PGlite has no autovacuum: left alone, its tables never get a visibility map, so an index-only
// scan visits every heap row it passes, the planner's statistics stay those of an empty database
// and dead rows of edits and deletes are never reclaimed. The server does autovacuum's work
// itself, by its rules and default thresholds: on a timer, each table whose counts call for it is
// vacuumed or analysed on its own, with the event loop let go between tables, so a request waits
// behind one table's work at most. PostgreSQL's own autovacuum does this there: nothing runs on it.
import { sql } from 'drizzle-orm';
import type { DatabaseKind, Sql } from './sql';
import { errorClassOf, type Logger } from '../observe/log';
import { repeat, type RepeatTimes } from './repeat';

export type MaintenanceTimes = RepeatTimes;

export const defaultMaintenance: MaintenanceTimes = { firstAfterMs: 60_000, everyMs: 5 * 60_000 };

interface TableCounts {
  name: string;
  live: number;
  dead: number;
  insertedSinceVacuum: number;
  changedSinceAnalyze: number;
}

/** PostgreSQL's autovacuum defaults: a base threshold and a share of the table's rows. */
function workFor(table: TableCounts): string | undefined {
  const vacuum = table.dead > 50 + 0.2 * table.live || table.insertedSinceVacuum > 1_000 + 0.2 * table.live;
  const analyze = table.changedSinceAnalyze > 50 + 0.1 * table.live;
  if (vacuum && analyze) return 'VACUUM (ANALYZE)';
  if (vacuum) return 'VACUUM';
  return analyze ? 'ANALYZE' : undefined;
}

/** One look at every table's counts, and the work they call for, table by table. */
export async function maintainOnce(db: Sql, log: Logger): Promise<void> {
  const tables = await db.rows<TableCounts>(sql`SELECT relname AS name, n_live_tup::float8 AS live, n_dead_tup::float8 AS dead,
    n_ins_since_vacuum::float8 AS "insertedSinceVacuum", n_mod_since_analyze::float8 AS "changedSinceAnalyze"
    FROM pg_stat_user_tables ORDER BY relname`);
  for (const table of tables) {
    const work = workFor(table);
    if (!work) continue;
    const started = performance.now();
    // A table name from the catalogue, quoted as an identifier.
    await db.rows(sql.raw(`${work} "${table.name.replaceAll('"', '""')}"`));
    log.info('maintenance', { work, table: table.name, ms: Math.round(performance.now() - started) });
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export interface Maintenance {
  /** Stops the timer and waits for a run under way (the database closes after it). */
  stop(): Promise<void>;
}

export function startMaintenance(db: Sql, kind: DatabaseKind, times: MaintenanceTimes, log: Logger): Maintenance {
  if (kind !== 'pglite') return { stop: async () => {} };
  return repeat(times, () => maintainOnce(db, log).catch((error: unknown) => {
    log.error('maintenance failed', { error: errorClassOf(error) });
  }));
}
