// sync/batch's creates applied together: the writes of a batch that only make a row (a client,
// a test, a consultation: routes with a `create` description) go in ONE transaction, a few
// statements for all of them (ids taken, keys reserved with their answers, rows inserted,
// changes logged), not a transaction and five statements each. Each is checked first exactly as
// its call would be (the role check, the body's size, text and schema), and answered with the
// envelope its handler gives. A write that fails a check, whose key is already held, or whose
// row the insert leaves out (a national code or localId taken, its client gone) is left to the
// one-call path after the commit, which answers it as a lone call is answered; so is every write
// if this transaction fails. A kill before the commit leaves none of them; after it, all of them
// answer from their keys.
import type * as v from 'valibot';
import type { Context } from 'hono';
import type { BatchAnswer, BatchOperation } from '../../src/domain/schemas/batch';
import { insertRecords, madeRecord, takeIds, type NewRecord } from '../store/batch-creates';
import { insertClients, madeClient, newClientOf, type NewClient } from '../store/client-create';
import { grantKioskAll } from '../store/kiosks';
import { jsonBodyLimit } from '../http/body-limits';
import { errorClassOf } from '../observe/log';
import type { AppEnv, Caller } from '../http/context';
import { envelope } from '../http/envelope';
import { jsonRequestHash, ownerOf } from '../http/idempotency';
import { releaseKeys, reserveKeys } from '../http/idempotency-many';
import { callerFor, honoPath, type RouteDef, type SetCreate } from '../http/route';
import { testPause } from '../http/test-pause';
import { checkBody, positiveId } from '../http/validate';
import { recordDataOf, recorderOf } from './record-route';

interface SetRoute {
  route: RouteDef;
  create: SetCreate;
  /** The path as the app routes it (under /api/v1/, lowercased); the captured group is the `{clientId}`, when there is one. */
  pattern: RegExp;
}

interface PlannedSetCreate {
  index: number;
  key: string;
  hash: string;
  create: SetCreate;
  /** Its row, given an id once the batch's ids are taken. */
  client?: Omit<NewClient, 'id'> & { id?: number };
  record?: Omit<NewRecord, 'id'> & { id?: number };
}

/** The routes whose creates may go together, matched by the path the app routes them by
 * (honoPath: literal segments in lower case, a parameter any one segment; idParam reads it). */
export function setRoutesOf(routes: RouteDef[]): SetRoute[] {
  return routes.flatMap((route) => {
    if (route.method !== 'post' || !route.create) return [];
    const source = honoPath(route.path).split('/').map((segment) => (segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
    return [{ route, create: route.create, pattern: new RegExp(`^${source}$`) }];
  });
}

/** The create an operation is, checked as its call would be; undefined: it goes as its own call. */
function planOf(c: Context<AppEnv>, routes: SetRoute[], caller: Caller, operation: BatchOperation, index: number): PlannedSetCreate | undefined {
  if (operation.method !== 'post' || operation.body === undefined) return undefined;
  // As the app routes the call: its path lowercased under /api/v1/ (app.ts).
  const path = `/api/v1/${operation.path}`.toLowerCase();
  const found = routes.flatMap((set) => {
    const match = set.pattern.exec(path);
    return match ? [{ set, param: match[1] }] : [];
  })[0];
  if (!found) return undefined;
  try {
    callerFor(c, found.set.route.access);
  } catch {
    return undefined;
  }
  const text = JSON.stringify(operation.body);
  if (Buffer.byteLength(text) > jsonBodyLimit) return undefined;
  const { create } = found.set;
  const checked = checkBody(create.schema, operation.body);
  if (!checked.ok) return undefined;
  const input = checked.output as Record<string, unknown> & { localId?: string; date?: string };
  if (typeof input.localId !== 'string' || input.localId === '') return undefined;
  const planned: PlannedSetCreate = { index, key: operation.idempotencyKey, hash: jsonRequestHash('POST', `/api/v1/${operation.path}`, text), create };
  if (create.of === 'client') {
    planned.client = { ...newClientOf(create.inputFor(checked.output as v.InferOutput<typeof create.schema>, caller.role === 'Kiosk')), recordedBy: recorderOf(caller) };
  } else {
    const clientId = positiveId(found.param ?? '');
    if (clientId === undefined) return undefined;
    const { data } = recordDataOf(input, create.extra(input));
    planned.record = { kind: create.kind, clientId, localId: input.localId, data, recordedBy: recorderOf(caller) };
  }
  return planned;
}

/** Only the first write of a batch with a given key, client localId or record localId goes
 * together; a repeat would meet the first inside one statement, so it goes as its own call. */
function firstOfEach(planned: PlannedSetCreate[]): PlannedSetCreate[] {
  const seen = new Set<string>();
  return planned.filter((p) => {
    const names = [`key\u0000${p.key}`, p.client ? `client\u0000${p.client.localId}` : `record\u0000${p.record!.kind}\u0000${p.record!.localId}`];
    if (names.some((name) => seen.has(name))) return false;
    for (const name of names) seen.add(name);
    return true;
  });
}

/** The answer its handler gives, from the row as it will read once made. */
function answerOf(p: PlannedSetCreate, at: Date): BatchAnswer {
  const { create } = p;
  const result = create.of === 'client' ? create.answer(madeClient(p.client as NewClient, at)) : create.answer(madeRecord(p.record as NewRecord, at));
  // As the one-call path keeps it: the answer's JSON read back (dates as text, no undefined).
  return { status: 201, body: JSON.parse(JSON.stringify(envelope(201, create.message, result))) as unknown };
}

/** The answers of the writes applied together, by their index in the batch. */
export async function applyCreatesTogether(c: Context<AppEnv>, routes: SetRoute[], operations: BatchOperation[]): Promise<Map<number, BatchAnswer>> {
  const caller = c.get('caller');
  if (!caller || routes.length === 0) return new Map();
  const planned = firstOfEach(operations.flatMap((operation, index) => planOf(c, routes, caller, operation, index) ?? []));
  if (planned.length === 0) return new Map();
  const owner = ownerOf(caller);
  const db = c.get('deps').sql;
  try {
    return await db.tx(async (tx) => {
      const ids = await takeIds(tx, { clients: planned.filter((p) => p.client).length, records: planned.filter((p) => p.record).length });
      planned.filter((p) => p.client).forEach((p, i) => (p.client!.id = ids.clients[i]));
      planned.filter((p) => p.record).forEach((p, i) => (p.record!.id = ids.records[i]));
      const answers = new Map(planned.map((p) => [p.index, answerOf(p, ids.at)]));
      const clientIds = (p: PlannedSetCreate) => [p.client ? p.client.id! : p.record!.clientId];
      const reserved = await reserveKeys(tx, owner, planned.map((p) => ({ key: p.key, hash: p.hash, clientIds: clientIds(p), ...answers.get(p.index)! })));
      const live = planned.filter((p) => reserved.has(p.key));
      const clients = await insertClients(tx, live.flatMap((p) => (p.client as NewClient | undefined) ?? []));
      const records = await insertRecords(tx, live.flatMap((p) => (p.record as NewRecord | undefined) ?? []));
      const made = (p: PlannedSetCreate) => (p.client ? clients.has(p.client.id!) : records.has(p.record!.id!));
      await releaseKeys(tx, owner, live.filter((p) => !made(p)).map((p) => p.key));
      if (caller.role === 'Kiosk') await grantKioskAll(tx, caller.jti, [...clients], true);
      await testPause('batch-set-applied');
      return new Map(live.filter(made).map((p) => [p.index, answers.get(p.index)!]));
    });
  } catch (error) {
    // Nothing of it committed: every write goes as its own call, which answers as a lone call is answered.
    c.get('deps').log.warn('batch creates together failed, sent one by one', { requestId: c.get('requestId'), error: errorClassOf(error) });
    return new Map();
  }
}
