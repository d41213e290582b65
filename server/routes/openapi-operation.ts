// One operation of openapi.json, from its route: parameters (path, query, the headers it reads),
// body, and every status the server may answer with its envelope, result and headers.
import type * as v from 'valibot';
import { toJsonSchema } from '../http/json-schema';
import type { RouteDef } from '../http/route';

const statusText: Record<number, string> = {
  200: 'OK', 201: 'Created', 400: 'Bad input: `errors` per field', 401: 'No or expired token', 403: 'Role may not',
  404: 'Not found', 409: 'Conflict', 413: 'Body or file too large', 415: 'Not a JPEG/PNG', 422: 'Idempotency-Key reused with another body',
  429: 'Too many: a limit reached', 500: 'Server fault', 502: 'Provider failed', 503: 'Not ready, a repeat of a keyed write still at work, or the audit trail\'s lock busy: come back later',
};

const writes = new Set(['post', 'put', 'delete']);

/** A success answer's envelope with its typed result; an error's envelope with its own status. */
function envelopeFor(status: number, result: v.GenericSchema | undefined) {
  const fixed = { type: 'object', properties: { statusCode: { const: status }, ...(result ? { result: toJsonSchema(result, 'output') } : {}) } };
  return { allOf: [{ $ref: '#/components/schemas/Envelope' }, fixed] };
}

function headersOf(route: RouteDef, status: number) {
  const retryAfter = route.retryAfter?.includes(status) || (status === 503 && (route.waitsOutside || audited(route)));
  return {
    'X-Request-Id': { $ref: '#/components/headers/RequestId' },
    ...(retryAfter ? { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } : {}),
  };
}

function answer(route: RouteDef, status: number) {
  const description = statusText[status] ?? '';
  const headers = headersOf(route, status);
  if (route.image && status === 200) {
    const bytes = { schema: { type: 'string', contentEncoding: 'binary' } };
    return { description: 'The image bytes', headers, content: { 'image/jpeg': bytes, 'image/png': bytes } };
  }
  if (route.csv && status === 200) {
    return { description: 'A CSV file: UTF-8 with a byte-order mark, a Persian header row', headers, content: { 'text/csv': { schema: { type: 'string' } } } };
  }
  const ok = status === 200 || status === 201;
  if (ok && route.setCookie) Object.assign(headers, { 'Set-Cookie': { description: route.setCookie, schema: { type: 'string' } } });
  return { description, headers, content: { 'application/json': { schema: envelopeFor(status, ok ? route.result : undefined) } } };
}

function pathParameterSchema(route: RouteDef, name: string) {
  const codes = route.codes?.[name];
  if (codes) return { type: 'integer', enum: [...codes] };
  const words = route.words?.[name];
  if (words) return { type: 'string', enum: [...words] };
  if (name === 'fileName') return { type: 'string', pattern: '^[0-9a-f]{32}\\.(jpg|png)$' };
  if (name === 'deviceId') return { type: 'string', format: 'uuid' };
  return { type: 'integer', minimum: 1, maximum: 999_999_999 };
}

/** A write by a signed-in caller: its Idempotency-Key is honoured (idempotency.ts). */
/** A write may append to the audit trail (store/audit.ts): its lock busy past its bound → 503. */
const audited = (route: RouteDef) => writes.has(route.method);

const keyed = (route: RouteDef) => writes.has(route.method) && route.access !== 'public';

function parametersOf(route: RouteDef) {
  const path = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1], in: 'path', required: true,
    schema: pathParameterSchema(route, m[1]!),
  }));
  const query = Object.entries(route.query?.entries ?? {}).map(([name, schema]) => ({
    name, in: 'query', required: schema.type !== 'optional', schema: toJsonSchema(schema),
  }));
  const headers = [
    ...(keyed(route) ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
    ...(route.ifMatch ? [{ $ref: '#/components/parameters/IfMatch' }] : []),
  ];
  return [...path, ...query, ...headers];
}

/** Every status the route may answer: its own, and those of the layers every call goes through. */
function statusesOf(route: RouteDef): number[] {
  const own = route.statuses ?? [];
  const checksInput = Boolean(route.body || route.multipart || route.octetStream || route.query || route.ifMatch || route.path.includes('{') || keyed(route));
  return [...new Set([
    ...(own.includes(201) ? [] : [200]), ...own, ...(route.retryAfter ?? []),
    ...(checksInput ? [400] : []),
    ...(route.access === 'public' ? [] : [401, 403]),
    ...(route.ifMatch ? [409] : []),
    // Body limits hold for every write, before anything reads it (body-limits.ts).
    ...(writes.has(route.method) ? [413] : []),
    ...(keyed(route) ? [422] : []),
    ...(route.waitsOutside || audited(route) ? [503] : []),
    500,
  ])].sort((a, b) => a - b);
}

export function operationOf(route: RouteDef) {
  const params = parametersOf(route);
  const roles = route.access === 'public' ? 'none' : 'signedIn' in route.access ? 'any signed-in token' : `station ${route.access.station}${route.access.kiosk ? ' (Kiosk too)' : ''}`;
  return {
    summary: route.summary,
    description: `Access: ${roles}.${keyed(route) ? ' May carry Idempotency-Key.' : ''}${route.ifMatch ? ' May carry If-Match.' : ''}${route.notes ? ` ${route.notes}` : ''}`,
    ...(route.deliveryCredential ? { security: [{ delivery: [] }] } : route.access === 'public' ? { security: [] } : {}),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: toJsonSchema(route.body) } } } } : {}),
    ...(route.multipart ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', contentEncoding: 'binary' }, localId: { type: 'string', format: 'uuid' } } } } } } } : {}),
    ...(route.octetStream ? { requestBody: { required: true, content: { 'application/octet-stream': { schema: { type: 'string', contentEncoding: 'binary' } } } } } : {}),
    responses: Object.fromEntries(statusesOf(route).map((status) => [String(status), answer(route, status)])),
  };
}

/** What the operations refer to: the envelope, the headers, the header parameters. */
export const sharedComponents = {
  headers: {
    RequestId: { description: 'This request\'s id, as the server\'s log names it', required: true, schema: { type: 'string', format: 'uuid' } },
    RetryAfter: { description: 'Seconds to wait before trying again', required: true, schema: { type: 'string', pattern: '^[0-9]+$' } },
  },
  parameters: {
    IdempotencyKey: {
      name: 'Idempotency-Key', in: 'header', required: false,
      description: 'A repeat with the same key and body answers the stored answer (kept 45 days); another body → 422',
      schema: { type: 'string', minLength: 1, maxLength: 200 },
    },
    IfMatch: {
      name: 'If-Match', in: 'header', required: false,
      description: 'The version edited (quotes allowed): another version → 409 with the current record',
      schema: { type: 'string', pattern: '^(\\*|(W/)?"?[0-9]{1,9}"?)$' },
    },
  },
};
