// Typed failures of the HTTP layer. Deep code throws these with a reason; one toast bridge in
// app/ turns a reason into the seeds' Persian message (style.md).
import type { Envelope } from './envelope';

export type ApiErrorReason =
  | 'network' // no answer at all: offline, refused, cut
  | 'timeout'
  | 'unauthorized' // 401
  | 'forbidden' // 403
  | 'not-found' // 404
  | 'conflict' // 409
  | 'invalid' // 400
  | 'too-large' // 413
  | 'unsupported-media' // 415
  | 'idempotency-mismatch' // 422
  | 'rate-limited' // 429
  | 'server' // 5xx
  | 'other';

/** The reasons that mean no usable answer came: the network failed or the wait ran out. */
export type UnreachableReason = 'network' | 'timeout';

export class ApiError extends Error {
  constructor(
    readonly reason: ApiErrorReason,
    /** The server's Persian message, when it sent one. */
    readonly serverMessage: string,
    readonly status: number | undefined,
    readonly envelope?: Envelope,
    readonly retryAfterMs?: number,
  ) {
    super(`${reason}${status ? ` ${status}` : ''}: ${serverMessage}`);
    this.name = 'ApiError';
  }

  /** The server could not be reached (decided here once, for every caller that needs it). */
  get unreachable(): boolean {
    return this.reason === 'network' || this.reason === 'timeout';
  }

  /** Per-field Persian messages of a 400. */
  get fieldErrors(): Record<string, string> {
    return this.envelope?.errors ?? {};
  }
}

/** A failure that found no server: offline, refused, cut or timed out. */
export function isUnreachable(error: unknown): error is ApiError & { reason: UnreachableReason } {
  return error instanceof ApiError && error.unreachable;
}

export function reasonOfStatus(status: number): ApiErrorReason {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 408) return 'timeout';
  if (status === 409) return 'conflict';
  if (status === 400) return 'invalid';
  if (status === 413) return 'too-large';
  if (status === 415) return 'unsupported-media';
  if (status === 422) return 'idempotency-mismatch';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  return 'other';
}

/** Retry-After in milliseconds (seconds or an HTTP date), if the header says. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
