// The create-for-a-client pattern shared by the clinical routes: check the body, store the
// record (its `date` is when the tablet made it, else now), answer 201 with id and localId.
// A create made only of that (no check beyond its schema) is described as data, so sync/batch
// can apply many of them together (sync-batch-sets.ts) and answer each as this handler would.
import type * as v from 'valibot';
import type { Context } from 'hono';
import { dayIn } from '../../src/domain/clinical-dates';
import { createdResult } from '../../src/domain/schemas/record-results';
import { insertRecord, type StoredRecord } from '../store/records';
import type { RecordKind } from '../store/changes';
import { reply } from '../http/envelope';
import { localIdTaken, notFound } from '../http/failure';
import { idParam, jsonBody } from '../http/validate';
import type { AppEnv, Caller } from '../http/context';
import type { RecordCreate, RouteAccess, RouteDef } from '../http/route';

type Extra<S extends v.GenericSchema> = (input: v.InferOutput<S>) => Record<string, unknown>;

/** What a checked body stores: its fields, the route's own, the date the tablet made it, and the
 * day it was done (issue 36 §4; an older tablet sends none: the day it was typed, at the clinic). */
export function recordDataOf(input: Record<string, unknown> & { localId?: string; date?: string; performedAt?: string }, extra: Record<string, unknown>) {
  const { localId, date, performedAt, ...fields } = input;
  const made = date ?? new Date().toISOString();
  return { localId, data: { ...fields, ...extra, date: made, performedAt: performedAt ?? dayIn(made) } };
}

export async function createFor<S extends v.GenericSchema>(
  c: Context<AppEnv>,
  kind: RecordKind,
  schema: S,
  extra: Extra<S> = () => ({}),
  verify: (input: v.InferOutput<S>, clientId: number) => Promise<void> = async () => {},
): Promise<StoredRecord> {
  const clientId = idParam(c, 'clientId');
  const input = (await jsonBody(c, schema)) as Record<string, unknown> & { localId?: string; date?: string };
  await verify(input as v.InferOutput<S>, clientId);
  const { localId, data } = recordDataOf(input, extra(input as v.InferOutput<S>));
  const record = await insertRecord(c.get('deps').sql, kind, clientId, data, localId, recorderOf(c.get('caller')));
  if (!record) throw notFound();
  if (record.clientId !== clientId) throw localIdTaken();
  return record;
}

/** Who a call's record is recorded by (the timeline names them): the staff caller; a kiosk's
 * token carries the id of the staff member who issued it, not of who typed, so none. */
export function recorderOf(caller: Caller | undefined): number | null {
  return caller && caller.role !== 'Kiosk' ? caller.userId : null;
}

/** What every create answers besides its own fields. */
export const created = (record: StoredRecord) => ({ id: record.id, localId: record.localId, version: record.version, updatedAt: record.updatedAt });

/** A POST `…/{clientId}…` that only stores a record: its handler, and the same as data for sync/batch. */
export function recordCreateRoute<S extends v.GenericSchema>(route: {
  path: string; access: RouteAccess; summary: string; kind: RecordKind; schema: S; message: string;
  extra?: Extra<S>; answer?: (record: StoredRecord) => Record<string, unknown>;
  /** What `answer` gives (openapi.json); the shared `created` answer's schema when there is none. */
  result?: v.GenericSchema;
}): RouteDef {
  const { kind, schema, message } = route;
  const extra = route.extra ?? (() => ({}));
  const answer = route.answer ?? created;
  const create: RecordCreate = { of: 'record', kind, schema, message, extra: extra as RecordCreate['extra'], answer };
  return {
    method: 'post', path: route.path, access: route.access, body: schema, result: route.result ?? createdResult, statuses: [201, 404, 409], summary: route.summary, create,
    handler: async (c) => reply(c, answer(await createFor(c, kind, schema, extra)), { status: 201, message }),
  };
}
