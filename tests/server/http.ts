// Small helpers for the server tests: JSON calls with a token, answers read as envelopes. Every
// call is recorded as an exchange (tests/server/traffic.ts), for openapi-replay.test.ts.
import { recordExchange } from './traffic';

export interface Answer<T = unknown> {
  status: number;
  body: { statusCode: number; message: string; data: unknown; result: T; pagination: { total: number; page: number; pageSize: number } | null; errors?: Record<string, string> };
  headers: Headers;
}

export type CallOptions = { token?: string; body?: unknown; headers?: Record<string, string>; raw?: BodyInit };

/** A call as it went: its answer's status, headers and bytes, recorded. */
export async function exchange(apiUrl: string, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined = options.raw;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const answer = await fetch(apiUrl + path, { method, headers, body });
  const bytes = new Uint8Array(await answer.arrayBuffer());
  recordExchange({ apiUrl, method, path, requestHeaders: headers, requestBody: typeof body === 'string' ? body : undefined, multipart: body instanceof FormData, bytesSent: body instanceof Uint8Array, status: answer.status, responseHeaders: answer.headers, bytes });
  return { status: answer.status, headers: answer.headers, bytes };
}

export async function call<T = unknown>(apiUrl: string, method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const answer = await exchange(apiUrl, method, path, options);
  const text = new TextDecoder().decode(answer.bytes);
  let parsed: Answer<T>['body'];
  try {
    parsed = JSON.parse(text) as Answer<T>['body'];
  } catch {
    throw new Error(`${method} ${path}: not JSON (${answer.status}): ${text.slice(0, 200)}`);
  }
  return { status: answer.status, body: parsed, headers: answer.headers };
}
