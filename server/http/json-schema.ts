// valibot → JSON Schema 2020-12 (the dialect of OpenAPI 3.1) through @valibot/to-json-schema, so
// openapi.json comes from the very schemas that check requests and type answers. Checks JSON
// Schema cannot say (a cross-field check, a transform) are left out rather than failing.
import { toJsonSchema as convert } from '@valibot/to-json-schema';
import type * as v from 'valibot';

export type JsonSchema = Record<string, unknown>;

/** A pattern of a case-insensitive regex, spelled so it matches the same without the `i` flag
 * (JSON Schema patterns carry no flags: the converter would give the case-sensitive one, and the
 * document would forbid `Client/…` in a batch the server takes). */
export function caselessPattern(source: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i]!;
    if (ch === '\\') {
      out += ch + (source[i + 1] ?? '');
      i += 1;
    } else if (inClass) {
      if (ch === ']') inClass = false;
      const range = /^([a-zA-Z])-([a-zA-Z])/.exec(source.slice(i));
      if (range) {
        const [, from, to] = range as unknown as [string, string, string];
        const other = (c: string) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase());
        out += `${from}-${to}${other(from)}-${other(to)}`;
        i += 2;
      } else out += /[a-zA-Z]/.test(ch) ? ch.toLowerCase() + ch.toUpperCase() : ch;
    } else if (ch === '[') {
      inClass = true;
      out += ch;
      if (source[i + 1] === '^') { out += '^'; i += 1; }
    } else out += /[a-zA-Z]/.test(ch) ? `[${ch.toLowerCase()}${ch.toUpperCase()}]` : ch;
  }
  return out;
}

export function toJsonSchema(schema: v.GenericSchema, typeMode: 'input' | 'output' = 'input'): JsonSchema {
  const { $schema: _dialect, ...rest } = convert(schema, {
    target: 'draft-2020-12', errorMode: 'ignore', typeMode,
    overrideAction: ({ valibotAction, jsonSchema }) => {
      const requirement = (valibotAction as { requirement?: unknown }).requirement;
      if (valibotAction.type !== 'regex' || !(requirement instanceof RegExp) || !requirement.flags.includes('i')) return undefined;
      return { ...jsonSchema, pattern: caselessPattern(requirement.source) };
    },
  }) as JsonSchema;
  return rest;
}
