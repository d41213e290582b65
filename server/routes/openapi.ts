// openapi.json: OpenAPI 3.1 generated from the route list and its valibot schemas (never a
// second hand-written copy of api-v1.md).
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

function operation(route: RouteDef) {
  const params = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: m[1] === 'fileName' ? 'string' : 'integer' } }));
  const statuses = new Set([200, ...(route.statuses ?? []), ...(route.body || route.multipart ? [400] : []), ...(route.access === 'public' ? [] : [401, 403])]);
  const roles = route.access === 'public' ? 'none' : 'signedIn' in route.access ? 'any signed-in token' : `station ${route.access.station}${route.access.kiosk ? ' (Kiosk too)' : ''}`;
  return {
    summary: route.summary,
    description: `Access: ${roles}. Writes may carry Idempotency-Key.`,
    ...(route.access === 'public' ? { security: [] } : {}),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: toJsonSchema(route.body as never) } } } } : {}),
    ...(route.multipart ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', contentEncoding: 'binary' }, localId: { type: 'string', format: 'uuid' } } } } } } } : {}),
    responses: Object.fromEntries([...statuses].sort().map((status) => [String(status), { description: statusText[status] ?? '', content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } }])),
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
