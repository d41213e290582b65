// The one ky client for /api/v1: base URL, Bearer token, the envelope, typed errors.
import ky, { HTTPError, TimeoutError, type Options } from 'ky';
import { parseEnvelope, type Envelope } from './envelope';
import { ApiError, parseRetryAfter, reasonOfStatus } from './errors';

interface ApiConfig {
  /** Absolute base such as `http://127.0.0.1:8080/api/v1/`; defaults to the page's own `/api/v1/`. */
  baseUrl: string;
  getToken: () => string | null | undefined;
  /** Called on any 401 (000 §4: clear the session, go to the root). */
  onUnauthorized: () => void;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const defaultBase = () =>
  typeof location === 'undefined' ? 'http://127.0.0.1:8080/api/v1/' : new URL('/api/v1/', location.origin).href;

let config: ApiConfig = { baseUrl: '', getToken: () => null, onUnauthorized: () => {}, timeoutMs: 30_000 };

export function configureApi(next: Partial<ApiConfig>): void {
  config = { ...config, ...next };
}

export function apiBaseUrl(): string {
  return config.baseUrl || defaultBase();
}

export interface RequestOptions {
  method?: 'get' | 'post' | 'put' | 'delete';
  json?: unknown;
  body?: FormData;
  headers?: Record<string, string>;
  /** Send without the Bearer header (login). */
  anonymous?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** One call to /api/v1/{path}; resolves to the envelope, throws ApiError on any failure. */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const token = options.anonymous ? null : config.getToken();
  const kyOptions: Options = {
    prefixUrl: apiBaseUrl(),
    method: options.method ?? 'get',
    json: options.json,
    body: options.body,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...options.headers },
    timeout: options.timeoutMs ?? config.timeoutMs,
    retry: 0,
    signal: options.signal,
    ...(config.fetch ? { fetch: config.fetch } : {}),
  };
  let response: Response;
  try {
    response = await ky(path, kyOptions);
  } catch (error) {
    throw await toApiError(error);
  }
  const envelope = parseEnvelope(await response.json().catch(() => undefined));
  if (!envelope) throw new ApiError('server', '', response.status);
  return envelope as Envelope<T>;
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof HTTPError) {
    const { status, headers } = error.response;
    const envelope = parseEnvelope(await error.response.json().catch(() => undefined));
    if (status === 401) config.onUnauthorized();
    return new ApiError(reasonOfStatus(status), envelope?.message ?? '', status, envelope, parseRetryAfter(headers.get('Retry-After')));
  }
  if (error instanceof TimeoutError) return new ApiError('timeout', '', undefined);
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  return new ApiError('network', '', undefined);
}

/** The current Bearer token (for calls that read bytes, not an envelope: Client/getfile). */
export function currentToken(): string | null | undefined {
  return config.getToken();
}
