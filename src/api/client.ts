// The one ky client for /api/v1: base URL, Bearer token, the envelope, typed errors.
import ky, { HTTPError, TimeoutError, type Options } from 'ky';
import { parseEnvelope, type Envelope } from './envelope';
import { apiBaseUrl, apiConfig } from './config';
import { ApiError, parseRetryAfter, reasonOfStatus } from './errors';
import { noteServerDate } from '../domain/clinic-clock';

// The settings live in config.ts (no ky there); re-exported so callers keep one import.
export { apiBaseUrl, configureApi, type ApiConfig } from './config';

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
  const config = apiConfig();
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
    if (error instanceof HTTPError) noteServerDate(error.response.headers.get('Date'));
    throw await toApiError(error);
  }
  noteServerDate(response.headers.get('Date'));
  const envelope = parseEnvelope(await response.json().catch(() => undefined));
  if (!envelope) throw new ApiError('server', '', response.status);
  return envelope as Envelope<T>;
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof HTTPError) {
    const { status, headers } = error.response;
    const envelope = parseEnvelope(await error.response.json().catch(() => undefined));
    if (status === 401) apiConfig().onUnauthorized();
    return new ApiError(reasonOfStatus(status), envelope?.message ?? '', status, envelope, parseRetryAfter(headers.get('Retry-After')));
  }
  if (error instanceof TimeoutError) return new ApiError('timeout', '', undefined);
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  return new ApiError('network', '', undefined);
}

/** The current Bearer token (for calls that read bytes, not an envelope: Client/getfile). */
export function currentToken(): string | null | undefined {
  return apiConfig().getToken();
}
