// openapi.json: OpenAPI 3.1 generated from the route list and its valibot schemas (never a
// second hand-written copy of api-v1.md).
import { messages } from '../../src/domain/messages';
import type { RouteDef } from '../http/route';
import { operationOf, sharedComponents } from './openapi-operation';

const envelopeSchema = {
  type: 'object',
  required: ['statusCode', 'message', 'data', 'result', 'pagination'],
  properties: {
    statusCode: { type: 'integer' },
    message: { type: 'string', description: 'Persian, fit to show to staff' },
    data: { type: 'null' },
    result: {},
    pagination: {
      anyOf: [{ type: 'null' }, {
        type: 'object', required: ['total', 'page', 'pageSize'],
        properties: { total: { type: 'integer', minimum: 0 }, page: { type: 'integer', minimum: 1 }, pageSize: { type: 'integer', minimum: 1 } },
      }],
    },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

/** The document's own operation: the document as is, not in the envelope. */
const documentOperation = {
  summary: 'This contract as OpenAPI 3.1', security: [],
  responses: {
    200: {
      description: 'OK', headers: { 'X-Request-Id': { $ref: '#/components/headers/RequestId' } },
      content: { 'application/json': { schema: { type: 'object', required: ['openapi', 'info', 'paths'], properties: { openapi: { const: '3.1.0' } } } } },
    },
  },
};

export function openapiRoute(routes: RouteDef[]): RouteDef {
  return {
    method: 'get', path: 'openapi.json', access: 'public', summary: 'This contract as OpenAPI 3.1',
    handler: async (c) => {
      const { version } = c.get('deps');
      const paths: Record<string, Record<string, unknown>> = {};
      for (const route of routes) {
        paths[`/${route.path}`] ??= {};
        paths[`/${route.path}`]![route.method] = operationOf(route);
      }
      paths['/openapi.json'] = { get: documentOperation };
      const document = {
        openapi: '3.1.0',
        info: { title: 'Clinic stations /api/v1', version, description: `Paths are matched case-insensitively. Wrong sign-in: 400 "${messages.wrongCredentials}".` },
        servers: [{ url: '/api/v1' }],
        security: [{ bearer: [] }],
        components: { securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          delivery: { type: 'apiKey', in: 'header', name: 'Authorization', description: '`Delivery <credential>`: a tablet\'s credential for one author, from Sync/deliveryCredential; it delivers that author\'s sealed writes and reads nothing' },
        }, schemas: { Envelope: envelopeSchema }, ...sharedComponents },
        paths,
      };
      // The document itself, not wrapped in the envelope: OpenAPI tools read it as is.
      return c.json(document);
    },
  };
}
