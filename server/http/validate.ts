// Valibot at the edge: a 400 with one Persian message per bad field (api-v1.md "Envelope").
import * as v from 'valibot';
import type { Context } from 'hono';
import { messages } from '../../src/domain/messages';
import { fieldErrorsOf } from '../../src/domain/schemas/field-errors';
import { invalid } from './failure';
import { unstorableTextIn } from './hostile-text';

export function check<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, input);
  if (!parsed.success) throw invalid(fieldErrorsOf(schema, parsed.issues));
  return parsed.output;
}

/** The JSON body checked against a schema; a body that is not JSON is a 400 too. */
export async function jsonBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw invalid({ _: messages.invalidValue });
  }
  const unstorable = unstorableTextIn(body);
  if (unstorable) throw invalid({ [unstorable]: messages.invalidValue });
  return check(schema, body);
}

/** A positive integer path parameter, else 404 (a path that names nothing). */
export function idParam(c: Context, name: string): number {
  const raw = c.req.param(name) ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw invalid({ [name]: messages.invalidValue });
  return id;
}
