// The one query interface the routes use: drizzle's `sql` templates run through drizzle-orm on
// PGlite or node-postgres alike. Both drivers answer raw queries with `{ rows }`.
// An open transaction follows the request (AsyncLocalStorage): code that holds the root handle
// (the token service, the SMS sender) joins it instead of waiting for it — on PGlite, whose one
// connection a transaction holds, waiting would never end.
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

export type DatabaseKind = 'pglite' | 'postgresql';
// The drivers' own result types differ; the raw `{ rows }` shape is what both share.
type AnyPgDatabase = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export interface Sql {
  /** Rows of a query. */
  rows<T>(query: SQL): Promise<T[]>;
  /** The first row, or undefined. */
  one<T>(query: SQL): Promise<T | undefined>;
  /** Runs `work` in one transaction; nested calls (and the root handle inside it) reuse it. */
  tx<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  /** Runs `effect` once the surrounding transaction commits (now when there is none), or
   * `undo` if it rolls back. For work outside the database, such as renaming an uploaded file. */
  afterCommit(effect: () => void, undo?: () => void): void;
  /** Marks the open transaction's present state; the function it gives goes back to it (the
   * statements since, and the effects they asked for, undone), even once a statement failed. */
  savepoint(): Promise<() => Promise<void>>;
}

interface Ambient {
  api: Sql;
  effects: (() => void)[];
  undos: (() => void)[];
  open: boolean;
  /** Savepoints made so far (each gets a name of its own). */
  savepoints: number;
}

export function sqlOver(db: AnyPgDatabase): Sql {
  const ambient = new AsyncLocalStorage<Ambient>();
  const current = () => {
    const store = ambient.getStore();
    return store?.open ? store : undefined;
  };
  const api: Sql = {
    async rows<T>(query: SQL) {
      const inside = current();
      if (inside) return inside.api.rows<T>(query);
      const result = (await db.execute(query)) as unknown as { rows: T[] };
      return result.rows;
    },
    async one<T>(query: SQL) {
      const rows = await api.rows<T>(query);
      return rows[0];
    },
    async tx(work) {
      const inside = current();
      if (inside) return work(inside.api);
      const store: Ambient = { api: api, effects: [], undos: [], open: true, savepoints: 0 };
      let committed = false;
      try {
        const result = await db.transaction((tx) => {
          store.api = transactionApi(tx as unknown as AnyPgDatabase, store);
          return ambient.run(store, () => work(store.api));
        });
        committed = true;
        return result;
      } finally {
        store.open = false;
        // Done either way; what an effect leaves undone the start-up sweep finishes.
        for (const effect of committed ? store.effects : store.undos) {
          try {
            effect();
          } catch { /* see above */ }
        }
      }
    },
    afterCommit(effect, undo) {
      const inside = current();
      if (!inside) return effect();
      inside.effects.push(effect);
      if (undo) inside.undos.push(undo);
    },
    savepoint() {
      const inside = current();
      if (!inside) throw new Error('savepoint outside a transaction');
      return inside.api.savepoint();
    },
  };
  return api;
}

function transactionApi(tx: AnyPgDatabase, store: Ambient): Sql {
  const api: Sql = {
    async rows<T>(query: SQL) {
      const result = (await tx.execute(query)) as unknown as { rows: T[] };
      return result.rows;
    },
    async one<T>(query: SQL) {
      return (await api.rows<T>(query))[0];
    },
    tx: (work) => work(api),
    afterCommit: (effect, undo) => {
      store.effects.push(effect);
      if (undo) store.undos.push(undo);
    },
    async savepoint() {
      const name = sql.raw(`point_${store.savepoints += 1}`);
      const marks = { effects: store.effects.length, undos: store.undos.length };
      await tx.execute(sql`SAVEPOINT ${name}`);
      return async () => {
        await tx.execute(sql`ROLLBACK TO SAVEPOINT ${name}`);
        store.effects.splice(marks.effects);
        for (const undo of store.undos.splice(marks.undos)) {
          try {
            undo();
          } catch { /* as a rollback's: the start-up sweep finishes it */ }
        }
      };
    },
  };
  return api;
}

export type { AnyPgDatabase };
