// Valibot at the edge: a 400 with one Persian message per bad field (api-v1.md "Envelope").
import * as v from 'valibot';
import type { Context } from 'hono';
import { messages } from '../../src/domain/messages';
import { fieldErrorsOf } from '../../src/domain/schemas/field-errors';
import { invalid } from './failure';
import { unstorableTextIn } from './hostile-text';
import { nestsDeeperThan } from './json-depth';
import { shapeMismatchIn } from './json-shape';

export function check<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, input);
  if (!parsed.success) throw invalid(fieldErrorsOf(schema, parsed.issues));
  return parsed.output;
}

export type CheckedBody<T> = { ok: true; output: T } | { ok: false; errors: Record<string, string> };

/** A parsed JSON body's checks, as every route makes them: its depth (before anything walks it by
 * recursion), text the database cannot store, the kind of each value (a list where fields are
 * declared, or fields where a list is), then the schema. One place for both paths that take a body: a call's (jsonBody) and a create
 * sync/batch applies together with others (routes/sync-batch-sets.ts). */
export function checkBody<S extends v.GenericSchema>(schema: S, body: unknown): CheckedBody<v.InferOutput<S>> {
  if (nestsDeeperThan(body)) return { ok: false, errors: { _: messages.invalidValue } };
  const unstorable = unstorableTextIn(body);
  if (unstorable) return { ok: false, errors: { [unstorable]: messages.invalidValue } };
  const mismatch = shapeMismatchIn(schema, body);
  if (mismatch) return { ok: false, errors: { [mismatch.field]: mismatch.message } };
  const parsed = v.safeParse(schema, body);
  return parsed.success ? { ok: true, output: parsed.output } : { ok: false, errors: fieldErrorsOf(schema, parsed.issues) };
}

/** The JSON body checked against a schema; a body that is not JSON is a 400 too. */
export async function jsonBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw invalid({ _: messages.invalidValue });
  }
  const checked = checkBody(schema, body);
  if (!checked.ok) throw invalid(checked.errors);
  return checked.output;
}

/** A path segment as an id: a positive integer of at most 9 digits, else undefined. */
export function positiveId(raw: string): number | undefined {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id >= 1 ? id : undefined;
}

/** A positive integer path parameter, else a 400 naming it. */
export function idParam(c: Context, name: string): number {
  const id = positiveId(c.req.param(name) ?? '');
  if (id === undefined) throw invalid({ [name]: messages.invalidValue });
  return id;
}
