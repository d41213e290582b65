// PGlite has no autovacuum: left alone, its tables never get a visibility map, so an index-only
// scan (a list's deep page skips thousands of index entries) visits every heap row it passes,
// the planner's statistics stay those of an empty database, and dead rows of edits and deletes
// are never reclaimed. The server runs VACUUM (ANALYZE) itself: a while after start, then on a
// timer. PostgreSQL's own autovacuum does this there, so nothing runs on it.
import { sql } from 'drizzle-orm';
import type { DatabaseKind, Sql } from './sql';

export interface MaintenanceTimes {
  /** The first run, after start (not at start: a grown database would delay the first request). */
  firstAfterMs: number;
  everyMs: number;
}

export const defaultMaintenance: MaintenanceTimes = { firstAfterMs: 60_000, everyMs: 3_600_000 };

export interface Maintenance {
  /** Stops the timer and waits for a run under way (the database closes after it). */
  stop(): Promise<void>;
}

export function startMaintenance(db: Sql, kind: DatabaseKind, times: MaintenanceTimes, log: (line: string) => void): Maintenance {
  if (kind !== 'pglite') return { stop: async () => {} };
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    const started = performance.now();
    try {
      await db.rows(sql`VACUUM (ANALYZE)`);
      log(`maintenance: vacuum ${Math.round(performance.now() - started)} ms`);
    } catch (error) {
      log(`maintenance: vacuum failed (${error instanceof Error ? error.name : typeof error})`);
    }
  };
  const schedule = (ms: number) => {
    timer = setTimeout(() => {
      running = run().finally(() => {
        running = undefined;
        if (!stopped) schedule(times.everyMs);
      });
    }, ms);
    timer.unref();
  };
  schedule(times.firstAfterMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
