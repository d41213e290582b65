// valibot → JSON Schema 2020-12 (the dialect of OpenAPI 3.1) through @valibot/to-json-schema, so
// openapi.json comes from the very schemas that check requests and type answers. Checks JSON
// Schema cannot say (a cross-field check, a transform) are left out rather than failing.
import { toJsonSchema as convert } from '@valibot/to-json-schema';
import type * as v from 'valibot';

export type JsonSchema = Record<string, unknown>;

export function toJsonSchema(schema: v.GenericSchema, typeMode: 'input' | 'output' = 'input'): JsonSchema {
  const { $schema: _dialect, ...rest } = convert(schema, { target: 'draft-2020-12', errorMode: 'ignore', typeMode }) as JsonSchema;
  return rest;
}
