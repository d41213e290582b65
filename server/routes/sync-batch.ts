// sync/batch (issue 13): a tablet's queued writes in one request. Each operation goes through the
// whole app as the call it stands for (same token, Idempotency-Key, If-Match, body limits, role
// check, validation, its own transaction), one after another in the tablet's order; a refusal
// of one does not stop the others. A batch killed half-way is replayed whole: the operations that
// committed answer from their idempotency record, the rest run as new.
import { batchResult, batchSchema, type BatchAnswer, type BatchOperation } from '../../src/domain/schemas/batch';
import type { Context } from 'hono';
import type { AppEnv } from '../http/context';
import { reply } from '../http/envelope';
import { testPause } from '../http/test-pause';
import { jsonBody } from '../http/validate';
import type { RouteDef } from '../http/route';

function requestOf(c: Context<AppEnv>, operation: BatchOperation): Request {
  const headers = new Headers({ 'idempotency-key': operation.idempotencyKey });
  const authorization = c.req.header('authorization');
  if (authorization) headers.set('authorization', authorization);
  if (operation.ifMatch !== undefined) headers.set('if-match', String(operation.ifMatch));
  const hasBody = operation.body !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');
  return new Request(new URL(`/api/v1/${operation.path}`, c.req.url), {
    method: operation.method.toUpperCase(), headers, body: hasBody ? JSON.stringify(operation.body) : undefined,
  });
}

async function answerOf(response: Response): Promise<BatchAnswer> {
  const body: unknown = await response.json().catch(() => null);
  const retryAfter = Number(response.headers.get('retry-after'));
  return { status: response.status, body, ...(retryAfter > 0 ? { retryAfter } : {}) };
}

export const syncBatchRoutes: RouteDef[] = [
  {
    method: 'post', path: 'sync/batch', access: { signedIn: true, kiosk: true }, body: batchSchema, result: batchResult,
    summary: 'Up to 100 independent writes (method, path, body, Idempotency-Key, If-Match each), answered one by one',
    handler: async (c) => {
      const { operations } = await jsonBody(c, batchSchema);
      const answers: BatchAnswer[] = [];
      for (const operation of operations) {
        answers.push(await answerOf(await c.get('dispatch')(requestOf(c, operation))));
        await testPause('batch-first-answered');
      }
      return reply(c, { answers });
    },
  },
];
