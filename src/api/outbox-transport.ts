// The HTTP side of outbox replay: one call with its Idempotency-Key (and If-Match), JSON or a
// multipart photo with upload progress; or many JSON calls in one sync/batch request. Separate from client.ts because each sync engine
// carries its own base URL and token source (two tablets in one test, the service worker).
import ky, { HTTPError, TimeoutError } from 'ky';
import { parseEnvelope, type Envelope } from './envelope';
import { ApiError, parseRetryAfter, reasonOfStatus } from './errors';
import { xhrUpload } from './xhr-upload';
import type { BatchAnswer } from '../domain/schemas/batch';

export interface OutboxCall {
  method: 'post' | 'put' | 'delete' | 'get';
  path: string; // relative to /api/v1/
  json?: unknown;
  file?: { bytes: ArrayBuffer; mime: string; name: string; fields?: Record<string, string> };
  idempotencyKey?: string;
  ifMatch?: number;
  onProgress?: (fraction: number) => void;
}

export interface TransportOptions {
  baseUrl: string; // absolute, ending in /api/v1/
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface Transport {
  send<T = unknown>(call: OutboxCall): Promise<Envelope<T>>;
  /** Many JSON calls in one request (sync/batch): each call's envelope, or the ApiError that
   * call alone would have thrown. Throws for the request as a whole (network, 401, 5xx, and
   * 404 from a server without the route). Absent: the engine sends one call per entry. */
  sendBatch?(calls: OutboxCall[]): Promise<(Envelope | ApiError)[]>;
}

export function createTransport(options: TransportOptions): Transport {
  const timeout = options.timeoutMs ?? 30_000;
  const authorization = async (): Promise<Record<string, string>> => {
    const token = await options.getToken();
    return token ? { Authorization: `Bearer ${token}` } : {};
  };
  return {
    async sendBatch(calls) {
      const operations = calls.map((call) => ({
        method: call.method, path: call.path, idempotencyKey: call.idempotencyKey, ifMatch: call.ifMatch, body: call.json,
      }));
      let response: Response;
      try {
        response = await ky(new URL('sync/batch', options.baseUrl).href, {
          method: 'post', headers: await authorization(), json: { operations },
          timeout, retry: 0, ...(options.fetch ? { fetch: options.fetch } : {}),
        });
      } catch (error) {
        throw await toApiError(error);
      }
      const envelope = parseEnvelope(await response.json().catch(() => undefined));
      const answers = (envelope?.result as { answers?: unknown } | null | undefined)?.answers;
      if (!Array.isArray(answers) || answers.length !== calls.length) throw new ApiError('server', '', response.status);
      return answers.map((answer) => answerOfBatch(answer as BatchAnswer));
    },
    async send<T>(call: OutboxCall): Promise<Envelope<T>> {
      const headers: Record<string, string> = await authorization();
      if (call.idempotencyKey) headers['Idempotency-Key'] = call.idempotencyKey;
      if (call.ifMatch !== undefined) headers['If-Match'] = String(call.ifMatch);
      const url = new URL(call.path, options.baseUrl).href;
      let body: FormData | undefined;
      if (call.file) {
        body = new FormData();
        for (const [k, v] of Object.entries(call.file.fields ?? {})) body.append(k, v);
        body.append('file', new Blob([call.file.bytes], { type: call.file.mime }), call.file.name);
        // Progress needs XMLHttpRequest (fetch upload streams need HTTP/2); Node has none.
        if (typeof XMLHttpRequest !== 'undefined' && !options.fetch) {
          return (await xhrUpload(url, body, headers, timeout, call.onProgress)) as Envelope<T>;
        }
      }
      let response: Response;
      try {
        response = await ky(url, {
          method: call.method, headers, json: call.file ? undefined : call.json, body,
          timeout, retry: 0, ...(options.fetch ? { fetch: options.fetch } : {}),
        });
      } catch (error) {
        throw await toApiError(error);
      }
      const envelope = parseEnvelope(await response.json().catch(() => undefined));
      if (!envelope) throw new ApiError('server', '', response.status);
      call.onProgress?.(1);
      return envelope as Envelope<T>;
    },
  };
}

/** One call's answer inside a batch, as `send` would have returned or thrown it. */
function answerOfBatch(answer: BatchAnswer): Envelope | ApiError {
  const envelope = parseEnvelope(answer.body);
  if (answer.status >= 200 && answer.status < 300 && envelope) return envelope;
  const retryAfterMs = answer.retryAfter === undefined ? undefined : answer.retryAfter * 1000;
  return new ApiError(reasonOfStatus(answer.status), envelope?.message ?? '', answer.status, envelope, retryAfterMs);
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof HTTPError) {
    const { status, headers } = error.response;
    const envelope = parseEnvelope(await error.response.json().catch(() => undefined));
    return new ApiError(reasonOfStatus(status), envelope?.message ?? '', status, envelope, parseRetryAfter(headers.get('Retry-After')));
  }
  if (error instanceof TimeoutError) return new ApiError('timeout', '', undefined);
  return new ApiError('network', error instanceof Error ? error.message : '', undefined);
}
