// sync/batch: a tablet's queued writes in one request. The creates among them that
// only make a row go together, in one transaction (sync-batch-sets.ts); every other write goes
// through the whole app as the call it stands for (same token, Idempotency-Key, If-Match, body
// limits, role check, validation, its own transaction), one after another in the tablet's order.
// A refusal of one stops none of the others. A batch killed half-way is replayed whole: the
// writes that committed answer from their idempotency records, the rest run as new.
// The batch's own Idempotency-Key (api-v1.md lets any client send one) is kept around the work,
// not by a transaction held through it (`waitsOutside`): in one, a write that hit a unique index
// ended the writes of all the others while the answer still said they were made, and every other
// person waited on it. Its answer is kept only once every write's answer is one to keep.
import { batchResult, batchSchema, type BatchAnswer, type BatchOperation } from '../../src/domain/schemas/batch';
import type { Context } from 'hono';
import type { AppEnv } from '../http/context';
import { reply } from '../http/envelope';
import { passingFault } from '../http/idempotency';
import { testPause } from '../http/test-pause';
import { jsonBody } from '../http/validate';
import type { RouteDef } from '../http/route';
import { applyCreatesTogether, setRoutesOf } from './sync-batch-sets';

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

/** `routes`: the calls a batch may stand for (its creates are matched against them). */
export function syncBatchRoute(routes: RouteDef[]): RouteDef {
  const sets = setRoutesOf(routes);
  return {
    method: 'post', path: 'sync/batch', access: { signedIn: true, kiosk: true }, body: batchSchema, result: batchResult, waitsOutside: true,
    summary: 'Up to 100 independent writes (method, path, body, Idempotency-Key, If-Match each), answered one by one; the creates among them are applied together',
    handler: async (c) => {
      const { operations } = await jsonBody(c, batchSchema);
      c.get('deps').metrics.batchEntries.observe(operations.length);
      const answers: BatchAnswer[] = new Array(operations.length);
      for (const [index, answer] of await applyCreatesTogether(c, sets, operations)) answers[index] = answer;
      if (answers.some((answer) => answer !== undefined)) await testPause('batch-first-answered');
      for (const [index, operation] of operations.entries()) {
        if (answers[index] !== undefined) continue;
        answers[index] = await answerOf(await c.get('dispatch')(requestOf(c, operation)));
        await testPause('batch-first-answered');
      }
      if (answers.some((answer) => passingFault(answer.status))) c.set('passingFault', true);
      c.set('answerOfParts', true);
      return reply(c, { answers });
    },
  };
}
