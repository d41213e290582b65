// The HTTP side of outbox replay: one call with its Idempotency-Key (and If-Match), JSON or a
// multipart photo with upload progress. Separate from client.ts because each sync engine
// carries its own base URL and token source (two tablets in one test, the service worker).
import ky, { HTTPError, TimeoutError } from 'ky';
import { parseEnvelope, type Envelope } from './envelope';
import { ApiError, parseRetryAfter, reasonOfStatus } from './errors';
import { xhrUpload } from './xhr-upload';

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
}

export function createTransport(options: TransportOptions): Transport {
  const timeout = options.timeoutMs ?? 30_000;
  return {
    async send<T>(call: OutboxCall): Promise<Envelope<T>> {
      const token = await options.getToken();
      const headers: Record<string, string> = {};
      if (token) headers.Authorization = `Bearer ${token}`;
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

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof HTTPError) {
    const { status, headers } = error.response;
    const envelope = parseEnvelope(await error.response.json().catch(() => undefined));
    return new ApiError(reasonOfStatus(status), envelope?.message ?? '', status, envelope, parseRetryAfter(headers.get('Retry-After')));
  }
  if (error instanceof TimeoutError) return new ApiError('timeout', '', undefined);
  return new ApiError('network', error instanceof Error ? error.message : '', undefined);
}
