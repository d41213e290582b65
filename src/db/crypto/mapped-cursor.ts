// A DBCore cursor whose values come mapped (a sealed row opened), each step's value mapped once
// however often it is read.
import type { DBCoreCursor } from 'dexie';

export function mappedCursor(cursor: DBCoreCursor, map: (value: unknown) => unknown): DBCoreCursor {
  let raw: unknown;
  let mapped: unknown;
  // Every native member is read from the real cursor: a browser's IDBCursor getters and methods
  // refuse any other `this` ("Illegal invocation"; fake-indexeddb's do not), as in Dexie's own
  // cursor middlewares.
  return Object.create(cursor, {
    key: { get: () => cursor.key },
    primaryKey: { get: () => cursor.primaryKey },
    continue: { value: (key?: unknown) => cursor.continue(key) },
    continuePrimaryKey: { value: (key: unknown, primaryKey: unknown) => cursor.continuePrimaryKey(key, primaryKey) },
    advance: { value: (count: number) => cursor.advance(count) },
    value: {
      get() {
        const value: unknown = cursor.value;
        if (value !== raw) {
          raw = value;
          mapped = map(value);
        }
        return mapped;
      },
    },
  }) as DBCoreCursor;
}
