// A refusal thrown from deep code; the app's error handler turns it into an envelope.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { messages } from '../../src/domain/messages';
import { serverMessages } from '../../src/domain/server-messages';

export class HttpFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly result: unknown = null,
    readonly errors?: Record<string, string>,
    /** Seconds the answer's Retry-After says to wait (a 503 of a busy lock). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'HttpFailure';
  }
}

export const unauthorized = () => new HttpFailure(401, messages.unauthorized);
export const forbidden = () => new HttpFailure(403, messages.forbidden);
export const notFound = () => new HttpFailure(404, messages.notFound);
export const invalid = (errors: Record<string, string>) =>
  new HttpFailure(400, Object.values(errors)[0] ?? messages.invalidValue, null, errors);
/** A create's localId names a record of another client: never answer with that record. */
export const localIdTaken = () => new HttpFailure(409, serverMessages.idempotencyMismatch, null, { localId: serverMessages.idempotencyMismatch });
/** A lock that stayed busy past its bound: come back later (503 with Retry-After). */
export const busy = (seconds: number) => new HttpFailure(503, serverMessages.serverBusy, null, undefined, seconds);
