// sync/batch's creates applied together (issue 13): the writes of a batch that only make a row
// (a client, a test, a consultation: routes with a `create` description) go in ONE transaction,
// a few statements for all of them (keys reserved, rows inserted, changes logged, answers kept),
// instead of a transaction and five statements each. Each is checked first exactly as its call
// would be (the role check, the body's size, text and schema), and answered with the envelope
// its handler gives. A write that fails a check, whose key is already held, or whose row the
// insert leaves out (a national code or localId taken, its client gone) is left to the one-call
// path after the commit, which answers it as it always has; so does every write if this
// transaction fails. A kill before the commit leaves none of them; after it, all of them answer
// from their keys.
import * as v from 'valibot';
import type { Context } from 'hono';
import type { BatchAnswer, BatchOperation } from '../../src/domain/schemas/batch';
import { insertClients, insertRecords, recordKey, type NewClient, type NewRecord } from '../store/batch-creates';
import type { Client } from '../store/clients';
import { grantKioskAll } from '../store/kiosks';
import type { StoredRecord } from '../store/records';
import { jsonBodyLimit } from '../http/body-limits';
import type { AppEnv, Caller } from '../http/context';
import { envelope } from '../http/envelope';
import { unstorableTextIn } from '../http/hostile-text';
import { jsonRequestHash, ownerOf } from '../http/idempotency';
import { releaseKeys, reserveKeys, storeAnswers } from '../http/idempotency-many';
import { callerFor, type RouteDef, type SetCreate } from '../http/route';
import { testPause } from '../http/test-pause';
import { recordDataOf } from './record-route';

interface SetRoute {
  route: RouteDef;
  create: SetCreate;
  /** The path as a tablet writes it; the captured group is the `{clientId}`, when there is one. */
  pattern: RegExp;
}

interface Planned {
  index: number;
  key: string;
  hash: string;
  create: SetCreate;
  client?: NewClient;
  record?: NewRecord;
}

/** The routes whose creates may go together, matched as the app matches them: any case, ids as idParam reads them. */
export function setRoutesOf(routes: RouteDef[]): SetRoute[] {
  return routes.flatMap((route) => {
    if (route.method !== 'post' || !route.create) return [];
    const source = route.path.split('/').map((segment) => (/^\{\w+\}$/.test(segment) ? '(\\d{1,9})' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
    return [{ route, create: route.create, pattern: new RegExp(`^${source}$`, 'i') }];
  });
}

/** The create an operation is, checked as its call would be; undefined: it goes as its own call. */
function planOf(c: Context<AppEnv>, routes: SetRoute[], caller: Caller, operation: BatchOperation, index: number): Planned | undefined {
  if (operation.method !== 'post' || operation.body === undefined) return undefined;
  const found = routes.flatMap((set) => {
    const match = set.pattern.exec(operation.path);
    return match ? [{ set, param: match[1] }] : [];
  })[0];
  if (!found) return undefined;
  try {
    callerFor(c, found.set.route.access);
  } catch {
    return undefined;
  }
  const text = JSON.stringify(operation.body);
  if (Buffer.byteLength(text) > jsonBodyLimit || unstorableTextIn(operation.body)) return undefined;
  const { create } = found.set;
  const parsed = v.safeParse(create.schema, operation.body);
  if (!parsed.success) return undefined;
  const input = parsed.output as Record<string, unknown> & { localId?: string; date?: string };
  if (typeof input.localId !== 'string' || input.localId === '') return undefined;
  const planned: Planned = { index, key: operation.idempotencyKey, hash: jsonRequestHash('POST', `/api/v1/${operation.path}`, text), create };
  if (create.of === 'client') {
    const { localId, ...fields } = create.inputFor(parsed.output as v.InferOutput<typeof create.schema>, caller.role === 'Kiosk');
    planned.client = { localId: localId!, nationalCode: fields.nationalCode, isCoveredPatient: fields.isCoveredPatient, isScreening: fields.isScreening, data: fields };
  } else {
    const clientId = Number(found.param);
    if (!Number.isSafeInteger(clientId) || clientId < 1) return undefined;
    const { data } = recordDataOf(input, create.extra(input));
    planned.record = { kind: create.kind, clientId, localId: input.localId, data };
  }
  return planned;
}

/** Only the first write of a batch with a given key, client localId or record localId goes
 * together; a repeat would meet the first inside one statement, so it goes as its own call. */
function firstOfEach(planned: Planned[]): Planned[] {
  const seen = new Set<string>();
  return planned.filter((p) => {
    const names = [`key\u0000${p.key}`, p.client ? `client\u0000${p.client.localId}` : `record\u0000${recordKey(p.record!.kind, p.record!.localId)}`];
    if (names.some((name) => seen.has(name))) return false;
    for (const name of names) seen.add(name);
    return true;
  });
}

function answerOf(create: SetCreate, row: Client | StoredRecord): BatchAnswer {
  const result = create.of === 'client' ? create.answer(row as Client) : create.answer(row as StoredRecord);
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
      const reserved = await reserveKeys(tx, owner, planned.map(({ key, hash }) => ({ key, hash })));
      const live = planned.filter((p) => reserved.has(p.key));
      const clients = await insertClients(tx, live.flatMap((p) => p.client ?? []));
      const records = await insertRecords(tx, live.flatMap((p) => p.record ?? []));
      const rowOf = (p: Planned) => (p.client ? clients.get(p.client.localId) : records.get(recordKey(p.record!.kind, p.record!.localId)));
      const made = live.filter((p) => rowOf(p) !== undefined);
      await releaseKeys(tx, owner, live.filter((p) => rowOf(p) === undefined).map((p) => p.key));
      if (caller.role === 'Kiosk') await grantKioskAll(tx, caller.jti, [...clients.values()].map((client) => client.id), true);
      const answers = new Map(made.map((p) => [p.index, answerOf(p.create, rowOf(p)!)]));
      await storeAnswers(tx, owner, made.map((p) => ({ key: p.key, ...answers.get(p.index)! })));
      await testPause('batch-set-applied');
      return answers;
    });
  } catch (error) {
    // Nothing of it committed: every write goes as its own call, which answers as it always has.
    if (!c.get('deps').config.quiet) {
      console.error(`[server] request=${c.get('requestId')} sync/batch creates together failed, sent one by one: error=${(error as Error).constructor.name}`);
    }
    return new Map();
  }
}
