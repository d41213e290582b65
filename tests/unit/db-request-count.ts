// Counts the IndexedDB requests a ClinicDb makes, per table, below Dexie (a DBCore middleware):
// rows read by key (opened, plain or as stored), write requests (a bulkPut of 100 rows is one) and
// the rows they write, and queries by index, with
// whether they read whole values or keys alone. Call before the database opens: Dexie builds
// its stack then.
import { mappedCursor } from '../../src/db/crypto/mapped-cursor';
import { plainOnly } from '../../src/db/crypto/plain-rows';
import { storedOnly } from '../../src/db/crypto/stored-rows';
import type { ClinicDb } from '../../src/db/index';
import { wrapTables } from './db-wrap-tables';

export interface RequestCounts {
  /** Rows read by key (get, bulkGet), opened. */
  reads: Map<string, number>;
  /** Write requests. */
  writes: Map<string, number>;
  /** Rows written by put and add requests. */
  writtenRows: Map<string, number>;
  /** Queries, keyed `table.index` (`table.` for the primary key) and `values` or `keys`. */
  queries: Map<string, number>;
  /** Keys read by key-only queries, keyed `table.index`. */
  keysRead: Map<string, number>;
  /** Whole rows read by queries and cursors, per table. */
  queriedRows: Map<string, number>;
  /** Rows read by queries or by key for their plain fields only (crypto/plain-rows.ts: none opened), per table. */
  plainRows: Map<string, number>;
  /** Rows read as stored, by key or by a span of keys (crypto/stored-rows.ts: opened, if at all, by the reader), per table. */
  storedRows: Map<string, number>;
  clear(): void;
}

export function countRequests(db: ClinicDb): RequestCounts {
  const counts: RequestCounts = {
    reads: new Map(), writes: new Map(), writtenRows: new Map(), queries: new Map(), keysRead: new Map(), queriedRows: new Map(), plainRows: new Map(), storedRows: new Map(),
    clear: () => { for (const map of [counts.reads, counts.writes, counts.writtenRows, counts.queries, counts.keysRead, counts.queriedRows, counts.plainRows, counts.storedRows]) map.clear(); },
  };
  const add = (map: Map<string, number>, key: string, n = 1) => map.set(key, (map.get(key) ?? 0) + n);
  wrapTables(db, 'count-requests', (table, name) => ({
    get: (req) => { add(counts.reads, name); return table.get(req); },
    getMany: (req) => {
      add(storedOnly in req ? counts.storedRows : plainOnly in req ? counts.plainRows : counts.reads, name, req.keys.length);
      return table.getMany(req);
    },
    mutate: (req) => {
      add(counts.writes, name);
      if (req.type === 'put' || req.type === 'add') add(counts.writtenRows, name, req.values.length);
      return table.mutate(req);
    },
    query: (req) => {
      add(counts.queries, `${name}.${req.query.index.name ?? ''} ${req.values ? 'values' : 'keys'}`);
      // Chained on Dexie's own promise: an await here would leave its transaction's zone.
      return table.query(req).then((answer) => {
        if (req.values) add(storedOnly in req ? counts.storedRows : plainOnly in req ? counts.plainRows : counts.queriedRows, name, answer.result.length);
        else add(counts.keysRead, `${name}.${req.query.index.name ?? ''}`, answer.result.length);
        return answer;
      });
    },
    openCursor: (req) => {
      add(counts.queries, `${name}.${req.query.index.name ?? ''} ${req.values ? 'values' : 'keys'}`);
      return table.openCursor(req).then((cursor) => (cursor && req.values !== false ? mappedCursor(cursor, (row) => { add(counts.queriedRows, name); return row; }) : cursor));
    },
  }));
  return counts;
}
