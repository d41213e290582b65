// The create-for-a-client pattern shared by the clinical routes: check the body, store the
// record (its `date` is when the tablet made it, else now), answer 201 with id and localId.
import type * as v from 'valibot';
import type { Context } from 'hono';
import { insertRecord, type StoredRecord } from '../store/records';
import type { RecordKind } from '../store/changes';
import { localIdTaken, notFound } from '../http/failure';
import { idParam, jsonBody } from '../http/validate';
import type { AppEnv } from '../http/context';

export async function createFor<S extends v.GenericSchema>(
  c: Context<AppEnv>,
  kind: RecordKind,
  schema: S,
  extra: (input: v.InferOutput<S>) => Record<string, unknown> = () => ({}),
  verify: (input: v.InferOutput<S>, clientId: number) => Promise<void> = async () => {},
): Promise<StoredRecord> {
  const clientId = idParam(c, 'clientId');
  const input = (await jsonBody(c, schema)) as Record<string, unknown> & { localId?: string; date?: string };
  await verify(input as v.InferOutput<S>, clientId);
  const { localId, date, ...fields } = input;
  const data = { ...fields, ...extra(input as v.InferOutput<S>), date: date ?? new Date().toISOString() };
  const record = await insertRecord(c.get('deps').sql, kind, clientId, data, localId);
  if (!record) throw notFound();
  if (record.clientId !== clientId) throw localIdTaken();
  return record;
}

/** What every create answers besides its own fields. */
export const created = (record: StoredRecord) => ({ id: record.id, localId: record.localId, version: record.version, updatedAt: record.updatedAt });
