// The Dexie DBCore middleware that seals rows on their way to IndexedDB and opens them on the
// way back. Below Dexie's own middlewares (level -2; observability is -1), so live
// queries, hooks and the cache see plain rows and plain index keys, and only IndexedDB sees
// sealed ones. Synchronous: a transaction stays open (see data-key.ts).
import type { DBCore, DBCoreKeyRange, DBCoreQuery, DBCoreQueryRequest, DBCoreQueryResponse, DBCoreTable, Middleware } from 'dexie';
import { mappedCursor } from './mapped-cursor';
import { plainOnly } from './plain-rows';
import { indexKeyOf, keyOfPath, openRow, plainPart, sealRow } from './sealed-rows';
import { storedOnly } from './stored-rows';
import { hashedIndexes, plainFields } from './sealed-tables';

// DBCoreRangeType is an ambient const enum: its values, as Dexie defines them.
const rangeType = { equal: 1, any: 3, never: 4 } as const;

function hashedRange(table: string, query: DBCoreQuery): DBCoreQuery {
  const field = typeof query.index.keyPath === 'string' ? query.index.keyPath : null;
  if (!field || hashedIndexes[table] !== field || query.range.type === rangeType.any || query.range.type === rangeType.never) return query;
  // A keyed hash keeps equality only: a range or a prefix over national codes cannot be asked.
  if (query.range.type !== rangeType.equal) throw new Error(`${table}.${field} is hashed: only equality lookups`);
  const key = indexKeyOf(table, field, query.range.lower);
  const range: DBCoreKeyRange = { ...query.range, lower: key, upper: key };
  return { ...query, range };
}

/** An equality lookup on a hashed index asks for the keyed hash, and also for the value itself:
 * a row written before encryption keeps it in plain in the index until the one-time migration
 * (store/seal-plain-rows.ts) seals it, and a lookup meanwhile must not miss it. A hash is never a
 * national code, so no row is found twice. (A cursor over such a lookup sees sealed rows only: no
 * reader walks one.) */
function queryBoth(down: DBCoreTable, req: DBCoreQueryRequest, hashed: DBCoreQuery): Promise<DBCoreQueryResponse> {
  // Dexie's own promises, chained with then: an async function's native await would carry the
  // rest of a caller's transaction out of Dexie's zone.
  if (hashed === req.query) return down.query(req);
  return down.query({ ...req, query: hashed }).then((sealed) => {
    const room = req.limit === undefined ? undefined : req.limit - sealed.result.length;
    if (room !== undefined && room <= 0) return sealed;
    return down.query({ ...req, ...(room === undefined ? {} : { limit: room }) })
      .then((plain) => ({ ...sealed, result: [...sealed.result, ...plain.result] }));
  });
}

function sealedTable(name: string, down: DBCoreTable): DBCoreTable {
  const keyOf = keyOfPath(down.schema.primaryKey.keyPath);
  const open = (row: unknown) => openRow(name, row, keyOf);
  const plain = (row: unknown) => plainPart(name, row);
  return {
    ...down,
    mutate: (req) => ((req.type === 'add' || req.type === 'put') && !(storedOnly in req)
      ? down.mutate({ ...req, values: req.values.map((value: Record<string, unknown>) => sealRow(name, value, keyOf)) })
      : down.mutate(req)),
    get: (req) => down.get(req).then(open),
    getMany: (req) => (storedOnly in req ? down.getMany(req) : down.getMany(req).then((rows) => rows.map(plainOnly in req ? plain : open))),
    query: (req) => queryBoth(down, req, hashedRange(name, req.query))
      .then((res) => (req.values && !(storedOnly in req) ? { ...res, result: res.result.map(plainOnly in req ? plain : open) } : res)),
    openCursor: (req) => down.openCursor({ ...req, query: hashedRange(name, req.query) })
      .then((cursor) => (cursor && req.values !== false ? mappedCursor(cursor, open) : cursor)),
    count: (req) => {
      const hashed = hashedRange(name, req.query);
      if (hashed === req.query) return down.count(req);
      return down.count({ ...req, query: hashed }).then((sealed) => down.count(req).then((plain) => sealed + plain));
    },
  };
}

export const encryptionMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'encryption-at-rest',
  level: -2,
  create: (down) => ({
    ...down,
    table: (name) => (name in plainFields ? sealedTable(name, down.table(name)) : down.table(name)),
  }),
};
