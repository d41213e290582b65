// The server tests' traffic: each call of tests/server/http.ts, as it went, kept in memory for
// openapi-replay.test.ts to check against openapi.json. Only calls to servers of this code
// (startTestServer registers them): a release of another version answers by its own contract.
export interface Exchange {
  method: string;
  /** Under /api/v1/, with its query. */
  path: string;
  requestHeaders: Record<string, string>;
  /** The JSON text sent; undefined for none or a form. */
  requestBody?: string;
  multipart: boolean;
  /** Bytes were sent (a raw body: application/octet-stream). */
  bytesSent?: boolean;
  status: number;
  responseHeaders: Record<string, string>;
  /** The answer's bytes as text when it is JSON; undefined for bytes of another kind or too many. */
  responseText?: string;
  contentType: string;
}

const ourServers = new Set<string>();
const exchanges: Exchange[] = [];
/** A bound on what is kept: the fuzz suites send thousands of calls, some of a megabyte. */
const maxKept = 20_000;
// A body past this is not kept (a fuzz call of a megabyte, a photo): 1 MiB, above openapi.json
// itself, the largest answer the replay must judge (past 256 KB once the audit, reports, exports
// and timeline routes were declared; the replay then found its own operation never answered).
const maxBodyChars = 1024 * 1024;

/** The server at this address runs this code: its traffic is recorded. */
export function recordTrafficOf(apiUrl: string): void {
  ourServers.add(apiUrl);
}

export function recordExchange(sent: {
  apiUrl: string; method: string; path: string; requestHeaders: Record<string, string>; requestBody?: string; multipart: boolean; bytesSent?: boolean;
  status: number; responseHeaders: Headers; bytes: Uint8Array;
}): void {
  if (!ourServers.has(sent.apiUrl) || exchanges.length >= maxKept) return;
  if ((sent.requestBody?.length ?? 0) > maxBodyChars || sent.bytes.byteLength > maxBodyChars) return;
  const contentType = sent.responseHeaders.get('content-type') ?? '';
  exchanges.push({
    method: sent.method.toUpperCase(), path: sent.path, requestHeaders: sent.requestHeaders, requestBody: sent.requestBody, multipart: sent.multipart, bytesSent: sent.bytesSent,
    status: sent.status, responseHeaders: Object.fromEntries(sent.responseHeaders.entries()), contentType,
    responseText: contentType.includes('json') ? new TextDecoder().decode(sent.bytes) : undefined,
  });
}

/** Every exchange recorded so far in this process (the server suites share one module graph). */
export function recordedExchanges(): readonly Exchange[] {
  return exchanges;
}
