// One HTTP request to a provider, its failure sorted by what it says about the message: a request
// that never left (refused connection, unknown name, no route) reached nobody and may be sent
// again; one that left and got no answer (timeout, connection cut) may have been taken.
import type { SmsClock } from './clock';

export type ProviderAnswer =
  | { kind: 'answer'; status: number; body: unknown }
  | { kind: 'unreachable' }
  | { kind: 'unanswered' };

const notReached = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

function codeOf(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown; errors?: { code?: unknown }[] } } | undefined)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  // Several addresses tried (IPv4 and IPv6): an AggregateError whose parts carry the code.
  const first = cause?.errors?.[0]?.code;
  return typeof first === 'string' ? first : undefined;
}

export async function callProvider(url: string, init: RequestInit, clock: SmsClock, timeoutMs: number): Promise<ProviderAnswer> {
  const controller = new AbortController();
  const cancel = clock.after(timeoutMs, () => controller.abort());
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    const raw = await response.text();
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch { /* not JSON: judged by its status alone */ }
    return { kind: 'answer', status: response.status, body };
  } catch (error) {
    if (controller.signal.aborted) return { kind: 'unanswered' };
    const code = codeOf(error);
    return code && notReached.has(code) ? { kind: 'unreachable' } : { kind: 'unanswered' };
  } finally {
    cancel();
  }
}

/** 503 and 429 say the request was not taken (come back later); any other answer was heard. */
export const notTaken = (status: number) => status === 503 || status === 429;
