// What an answer means for an outbox entry (design.md "Replay"). Pure: the engine acts on it.
import { ApiError } from '../api/errors';
import type { Operation, ServerId } from '../db/index';

export type Outcome =
  | { kind: 'retry'; retryAfterMs?: number } // network, timeout, 408, 429, 5xx: back off, stop the pass
  | { kind: 'pause' } // 401: keep everything, ask for sign-in
  | { kind: 'failed' } // 400/413/415/403/422…: a person must fix or discard it
  | { kind: 'merge'; serverId: ServerId } // 409 on client create: adopt the existing client
  | { kind: 'conflict'; server: unknown } // 409 on a stale edit: keep both versions
  | { kind: 'gone' }; // 404 on a delete: already gone, which is what was asked

export function classify(operation: Operation, error: unknown): Outcome {
  if (!(error instanceof ApiError)) return { kind: 'retry' };
  switch (error.reason) {
    case 'network':
    case 'timeout':
    case 'rate-limited':
    case 'server':
      return { kind: 'retry', retryAfterMs: error.retryAfterMs };
    case 'unauthorized':
      return { kind: 'pause' };
    case 'not-found':
      return operation.endsWith('.delete') ? { kind: 'gone' } : { kind: 'failed' };
    case 'conflict': {
      const result = error.envelope?.result as { id?: ServerId; existing?: boolean } | null | undefined;
      if (operation === 'client.create' && result?.id !== undefined) return { kind: 'merge', serverId: result.id };
      if (operation === 'client.update') return { kind: 'conflict', server: result };
      return { kind: 'failed' };
    }
    default:
      return { kind: 'failed' };
  }
}

/** The lastError an entry keeps: the reason code, the server's Persian message and field errors. */
export function errorOf(error: unknown): { reason: string; message: string; status?: number; fields?: Record<string, string> } {
  if (error instanceof ApiError) {
    const fields = error.fieldErrors;
    return { reason: error.reason, message: error.serverMessage, status: error.status, ...(Object.keys(fields).length ? { fields } : {}) };
  }
  return { reason: 'other', message: error instanceof Error ? error.message : String(error) };
}
