// sync/batch: many outbox writes in one request. Each operation is the call the
// tablet would otherwise make on its own (method, path under /api/v1/, JSON body, its own
// Idempotency-Key and If-Match); the server answers each with the status and envelope that call
// would have had. The creates that only make a row are applied together, in one transaction (all
// of them or none, each still checked and answered as its own call); every other write runs as
// its own call, in order, each in its own transaction.
// Operations in one batch are independent: the tablet puts at most one entry of a chain in a batch.
import * as v from 'valibot';
import { messages } from '../messages';
import { batchLimit } from '../sync-batch';

export { batchLimit };

/** Paths of writes a tablet replays; never another batch, nor an account call (sign-in, tokens). */
const replayablePath = /^(?!sync\/|account\/)[a-z0-9_\-/]{1,200}$/i;

export const batchOperationSchema = v.object({
  method: v.picklist(['post', 'put', 'delete'], messages.invalidValue),
  path: v.pipe(v.string(messages.invalidValue), v.regex(replayablePath, messages.invalidValue)),
  idempotencyKey: v.pipe(v.string(messages.invalidValue), v.regex(/^[A-Za-z0-9_-]{1,100}$/, messages.invalidValue)),
  ifMatch: v.optional(v.pipe(v.number(messages.invalidValue), v.integer(messages.invalidValue), v.minValue(0, messages.invalidValue), v.maxValue(2 ** 31 - 1, messages.invalidValue))),
  body: v.optional(v.unknown()),
});

export const batchSchema = v.object({
  operations: v.pipe(v.array(batchOperationSchema, messages.invalidValue), v.minLength(1, messages.invalidValue), v.maxLength(batchLimit, messages.invalidValue)),
});

export const batchAnswerSchema = v.object({
  status: v.pipe(v.number(), v.integer()),
  /** The envelope the call would have answered. */
  body: v.unknown(),
  /** Seconds, from the call's Retry-After. */
  retryAfter: v.optional(v.number()),
});

export const batchResult = v.object({ answers: v.array(batchAnswerSchema) });

export type BatchOperation = v.InferOutput<typeof batchOperationSchema>;
export type BatchAnswer = v.InferOutput<typeof batchAnswerSchema>;
