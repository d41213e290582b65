// openapi.json: OpenAPI 3.1 generated from the route list and its valibot schemas (never a
// second hand-written copy of api-v1.md).
import type * as v from 'valibot';
import { messages } from '../../src/domain/messages';
import { toJsonSchema } from '../http/json-schema';
import type { RouteDef } from '../http/route';

const statusText: Record<number, string> = {
  200: 'OK', 201: 'Created', 400: 'Bad input: `errors` per field', 401: 'No or expired token', 403: 'Role may not',
  404: 'Not found', 409: 'Conflict', 413: 'File too large', 415: 'Not a JPEG/PNG', 422: 'Idempotency-Key reused with another body',
  429: 'Too many login attempts', 502: 'Provider failed',
};

const envelopeSchema = {
  type: 'object',
  required: ['statusCode', 'message', 'data', 'result', 'pagination'],
  properties: {
    statusCode: { type: 'integer' },
    message: { type: 'string', description: 'Persian, fit to show to staff' },
    data: { type: 'null' },
    result: {},
    pagination: { anyOf: [{ type: 'null' }, { type: 'object', properties: { total: { type: 'integer' }, page: { type: 'integer' }, pageSize: { type: 'integer' } } }] },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

const writes = new Set(['post', 'put', 'delete']);

function envelopeWith(result: v.GenericSchema | undefined) {
  if (!result) return { $ref: '#/components/schemas/Envelope' };
  return { allOf: [{ $ref: '#/components/schemas/Envelope' }, { type: 'object', properties: { result: toJsonSchema(result, 'output') } }] };
}

function answer(route: RouteDef, status: number) {
  const description = statusText[status] ?? '';
  if (route.image && status === 200) {
    const bytes = { schema: { type: 'string', contentEncoding: 'binary' } };
    return { description: 'The image bytes', content: { 'image/jpeg': bytes, 'image/png': bytes } };
  }
  const ok = status === 200 || status === 201;
  const headers = ok && route.setCookie ? { headers: { 'Set-Cookie': { description: route.setCookie, schema: { type: 'string' } } } } : {};
  return { description, ...headers, content: { 'application/json': { schema: ok ? envelopeWith(route.result) : { $ref: '#/components/schemas/Envelope' } } } };
}

function pathParameterSchema(route: RouteDef, name: string) {
  const codes = route.codes?.[name];
  if (codes) return { type: 'integer', enum: [...codes] };
  if (name === 'fileName') return { type: 'string', pattern: '^[0-9a-f]{32}\\.(jpg|png)$' };
  if (name === 'deviceId') return { type: 'string', format: 'uuid' };
  return { type: 'integer', minimum: 1 };
}

function parametersOf(route: RouteDef) {
  const path = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1], in: 'path', required: true,
    schema: pathParameterSchema(route, m[1]!),
  }));
  const query = Object.entries(route.query?.entries ?? {}).map(([name, schema]) => ({
    name, in: 'query', required: schema.type !== 'optional', schema: toJsonSchema(schema),
  }));
  return [...path, ...query];
}

function operation(route: RouteDef) {
  const params = parametersOf(route);
  const statuses = new Set([
    ...(route.statuses?.includes(201) ? [] : [200]), ...(route.statuses ?? []), ...(route.body || route.multipart || route.query || params.length > 0 ? [400] : []),
    ...(route.access === 'public' ? [] : [401, 403]), ...(writes.has(route.method) && route.access !== 'public' ? [422] : []),
  ]);
  const roles = route.access === 'public' ? 'none' : 'signedIn' in route.access ? 'any signed-in token' : `station ${route.access.station}${route.access.kiosk ? ' (Kiosk too)' : ''}`;
  return {
    summary: route.summary,
    description: `Access: ${roles}.${writes.has(route.method) ? ' May carry Idempotency-Key.' : ''}${route.notes ? ` ${route.notes}` : ''}`,
    ...(route.access === 'public' ? { security: [] } : {}),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: toJsonSchema(route.body) } } } } : {}),
    ...(route.multipart ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', contentEncoding: 'binary' }, localId: { type: 'string', format: 'uuid' } } } } } } } : {}),
    responses: Object.fromEntries([...statuses].sort().map((status) => [String(status), answer(route, status)])),
  };
}

export function openapiRoute(routes: RouteDef[]): RouteDef {
  return {
    method: 'get', path: 'openapi.json', access: 'public', summary: 'This contract as OpenAPI 3.1',
    handler: async (c) => {
      const { version } = c.get('deps');
      const paths: Record<string, Record<string, unknown>> = {};
      for (const route of routes) {
        paths[`/${route.path}`] ??= {};
        paths[`/${route.path}`]![route.method] = operation(route);
      }
      paths['/openapi.json'] = { get: { summary: 'This contract as OpenAPI 3.1', security: [], responses: { 200: { description: 'OK' } } } };
      const document = {
        openapi: '3.1.0',
        info: { title: 'Clinic stations /api/v1', version, description: `Paths are matched case-insensitively. Wrong sign-in: 400 "${messages.wrongCredentials}".` },
        servers: [{ url: '/api/v1' }],
        security: [{ bearer: [] }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } }, schemas: { Envelope: envelopeSchema } },
        paths,
      };
      // The document itself, not wrapped in the envelope: OpenAPI tools read it as is.
      return c.json(document);
    },
  };
}
